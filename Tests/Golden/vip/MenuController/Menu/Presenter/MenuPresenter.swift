import CoreData
import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
final class MenuPresenter {
    weak var viewController: MenuViewControllerProtocol?

    nonisolated static func makeQuarterViewModel(from quarter: Quarter) -> QuarterViewModel {
        return QuarterViewModel(name: quarter.name)
    }
}

// MARK: - MenuPresenterProtocol

extension MenuPresenter: MenuPresenterProtocol {
    func presentLoading() {
        viewController?.displayLoading()
    }

    func presentQuarters(_ quarters: [Quarter]) {
        let quarters = quarters.map(Self.makeQuarterViewModel(from:))
        viewController?.displayQuarters(quarters)
    }

    func presentBackgroundImage(_ imageData: Data?) {
        viewController?.displayBackgroundImage(imageData)
    }
}
