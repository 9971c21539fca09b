import CoreData
import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
final class MenuModuleService {
    weak var output: MenuModuleServiceOutput?
    let imageLocalCacheManager: ImageLocalCacheManager

    init(imageLocalCacheManager: ImageLocalCacheManager) {
        self.imageLocalCacheManager = imageLocalCacheManager
    }

    nonisolated static func makeQuarterPlainObject(from quarter: Quarter) -> QuarterPlainObject {
        return QuarterPlainObject(name: quarter.name)
    }
}

// MARK: - MenuModuleServiceInput

extension MenuModuleService: MenuModuleServiceInput {
    func loadQuarters() {
        let context = CoreDataStack.shared.viewContext
        let request = NSFetchRequest<Quarter>(entityName: "Quarter")
        request.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: true)]
        let quarters = (try? context.fetch(request)) ?? []
        output?.didLoadQuarters(quarters.map(Self.makeQuarterPlainObject(from:)))
    }

    func loadBackgroundImage() {
        let imageData = imageLocalCacheManager.loadImageData(withImageId: "guide-background")
        output?.didLoadBackgroundImage(imageData)
    }
}
