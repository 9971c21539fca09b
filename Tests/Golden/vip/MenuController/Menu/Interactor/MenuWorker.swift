import CoreData
import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
final class MenuWorker {
    weak var output: MenuWorkerOutput?
    let imageLocalCacheManager: ImageLocalCacheManager

    init(imageLocalCacheManager: ImageLocalCacheManager) {
        self.imageLocalCacheManager = imageLocalCacheManager
    }
}

// MARK: - MenuWorkerProtocol

extension MenuWorker: MenuWorkerProtocol {
    func fetchQuarters() {
        let context = CoreDataStack.shared.viewContext
        let request = NSFetchRequest<Quarter>(entityName: "Quarter")
        request.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: true)]
        let quarters = (try? context.fetch(request)) ?? []
        output?.didFetchQuarters(quarters)
    }

    func fetchBackgroundImage() {
        let imageData = imageLocalCacheManager.loadImageData(withImageId: "guide-background")
        output?.didFetchBackgroundImage(imageData)
    }
}
