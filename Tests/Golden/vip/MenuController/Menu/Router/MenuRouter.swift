import CoreData
import Foundation
import UIKit

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
final class MenuRouter {
    /// The scene's view controller, which the next scenes are attached to.
    weak var sceneViewController: UIViewController?
}

// MARK: - MenuRouterProtocol

extension MenuRouter: MenuRouterProtocol {
    func routeToCity() {
        guard let sceneViewController else { return }
        let storyboard = UIStoryboard(name: "Quarters", bundle: nil)
        let viewController = storyboard.instantiateViewController(withIdentifier: "QuartersListViewController")
        sceneViewController.navigationController?.pushViewController(viewController, animated: true)
    }

    func routeToPlaces() {
        guard let sceneViewController else { return }
        let storyboard = UIStoryboard(name: "Places", bundle: nil)
        let viewController = storyboard.instantiateViewController(withIdentifier: "PlacesCategoriesListViewController")
        sceneViewController.navigationController?.pushViewController(viewController, animated: true)
    }

    func routeToReferenceBook() {
        guard let sceneViewController else { return }
        let storyboard = UIStoryboard(name: "ReferenceBook", bundle: nil)
        let viewController = storyboard.instantiateViewController(withIdentifier: "ReferenceBookCategoriesViewController")
        sceneViewController.navigationController?.pushViewController(viewController, animated: true)
    }
}
