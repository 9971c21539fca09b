import CoreData
import Foundation
import UIKit

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
final class MenuRouter {
    /// The screen this module's transitions start from.
    weak var transitionHandler: UIViewController?
}

// MARK: - MenuRouterInput

extension MenuRouter: MenuRouterInput {
    func openCityModule() {
        guard let transitionHandler else { return }
        let storyboard = UIStoryboard(name: "Quarters", bundle: nil)
        let viewController = storyboard.instantiateViewController(withIdentifier: "QuartersListViewController")
        transitionHandler.navigationController?.pushViewController(viewController, animated: true)
    }

    func openPlacesModule() {
        guard let transitionHandler else { return }
        let storyboard = UIStoryboard(name: "Places", bundle: nil)
        let viewController = storyboard.instantiateViewController(withIdentifier: "PlacesCategoriesListViewController")
        transitionHandler.navigationController?.pushViewController(viewController, animated: true)
    }

    func openReferenceBookModule() {
        guard let transitionHandler else { return }
        let storyboard = UIStoryboard(name: "ReferenceBook", bundle: nil)
        let viewController = storyboard.instantiateViewController(withIdentifier: "ReferenceBookCategoriesViewController")
        transitionHandler.navigationController?.pushViewController(viewController, animated: true)
    }
}
