import Foundation

/// The view model of Quarter: what the view controller displays, made by the presenter.
struct QuarterViewModel {
    let name: String
}
