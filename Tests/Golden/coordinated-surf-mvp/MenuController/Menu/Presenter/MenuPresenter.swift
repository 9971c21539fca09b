import CoreData
import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
final class MenuPresenter {
    weak var view: MenuViewInput?
    var onOpenCity: (() -> Void)?
    var onOpenPlaces: (() -> Void)?
    var onOpenReferenceBook: (() -> Void)?
    let imageLocalCacheManager: ImageLocalCacheManager

    init(imageLocalCacheManager: ImageLocalCacheManager) {
        self.imageLocalCacheManager = imageLocalCacheManager
    }

    func makeQuarterPlainObject(from quarter: Quarter) -> QuarterPlainObject {
        return QuarterPlainObject(name: quarter.name)
    }
}

// MARK: - MenuViewOutput

extension MenuPresenter: MenuViewOutput {
    func viewLoaded() {
        view?.setupInitialState()
        view?.showLoading()
        loadQuarters()
        loadBackgroundImage()
    }

    func selectMainMenuSection(_ sectionType: MainMenuSectionType) {
        switch sectionType {
        case .city:
            onOpenCity?()
        case .places:
            onOpenPlaces?()
        case .referenceBook:
            onOpenReferenceBook?()
        }
    }
}

// MARK: - MenuModuleOutput

extension MenuPresenter: MenuModuleOutput {
}

// MARK: - Private methods

extension MenuPresenter {
    private func loadQuarters() {
        let context = CoreDataStack.shared.viewContext
        let request = NSFetchRequest<Quarter>(entityName: "Quarter")
        request.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: true)]
        let quarters = (try? context.fetch(request)) ?? []
        didLoadQuarters(quarters.map(makeQuarterPlainObject(from:)))
    }

    private func loadBackgroundImage() {
        let imageData = imageLocalCacheManager.loadImageData(withImageId: "guide-background")
        didLoadBackgroundImage(imageData)
    }

    private func didLoadQuarters(_ quarters: [QuarterPlainObject]) {
        view?.configure(with: quarters)
    }

    private func didLoadBackgroundImage(_ imageData: Data?) {
        view?.configure(with: imageData)
    }
}
