import CoreData
import UIKit

/// Starts the feed: makes the screen (from FeedViewController.xib), tells it what to show, and pushes it.
@MainActor
final class FeedCoordinator {
    private let navigationController: UINavigationController
    private let container: NSPersistentContainer

    init(navigationController: UINavigationController, container: NSPersistentContainer) {
        self.navigationController = navigationController
        self.container = container
    }

    func start(category: FeedCategory = .top) {
        let controller = FeedViewController()
        controller.category = category
        controller.feedTitle = category.title
        controller.context = container.viewContext
        navigationController.pushViewController(controller, animated: true)
    }
}
