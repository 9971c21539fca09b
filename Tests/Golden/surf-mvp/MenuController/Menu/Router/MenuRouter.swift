import CoreData
import Foundation
import UIKit

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
final class MenuRouter {
    /// The module's view, which every transition starts from.
    weak var view: ModuleTransitionable?
}

// MARK: - MenuRouterInput

extension MenuRouter: MenuRouterInput {
    func showCityModule() {
        guard let view else { return }
        let storyboard = UIStoryboard(name: "Quarters", bundle: nil)
        let viewController = storyboard.instantiateViewController(withIdentifier: "QuartersListViewController")
        view.navigationController?.pushViewController(viewController, animated: true)
    }

    func showPlacesModule() {
        guard let view else { return }
        let storyboard = UIStoryboard(name: "Places", bundle: nil)
        let viewController = storyboard.instantiateViewController(withIdentifier: "PlacesCategoriesListViewController")
        view.navigationController?.pushViewController(viewController, animated: true)
    }

    func showReferenceBookModule() {
        guard let view else { return }
        let storyboard = UIStoryboard(name: "ReferenceBook", bundle: nil)
        let viewController = storyboard.instantiateViewController(withIdentifier: "ReferenceBookCategoriesViewController")
        view.navigationController?.pushViewController(viewController, animated: true)
    }
}
