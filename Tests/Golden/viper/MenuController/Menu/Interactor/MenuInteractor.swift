import CoreData
import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
final class MenuInteractor {
    weak var output: MenuInteractorOutput?
    let imageLocalCacheManager: ImageLocalCacheManager

    init(imageLocalCacheManager: ImageLocalCacheManager) {
        self.imageLocalCacheManager = imageLocalCacheManager
    }

    nonisolated static func makeQuarterPlainObject(from quarter: Quarter) -> QuarterPlainObject {
        return QuarterPlainObject(name: quarter.name)
    }
}

// MARK: - MenuInteractorInput

extension MenuInteractor: MenuInteractorInput {
    func obtainQuarters() {
        let context = CoreDataStack.shared.viewContext
        let request = NSFetchRequest<Quarter>(entityName: "Quarter")
        request.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: true)]
        let quarters = (try? context.fetch(request)) ?? []
        output?.didObtainQuarters(quarters.map(Self.makeQuarterPlainObject(from:)))
    }

    func obtainBackgroundImage() {
        let imageData = imageLocalCacheManager.loadImageData(withImageId: "guide-background")
        output?.didObtainBackgroundImage(imageData)
    }
}
