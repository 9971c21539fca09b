import Foundation

/// A plain copy of Quarter for the layers above the interactor (PONSO).
struct QuarterPlainObject {
    let name: String
}
