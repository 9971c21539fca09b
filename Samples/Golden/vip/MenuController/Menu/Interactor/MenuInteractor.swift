import CoreData
import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
final class MenuInteractor {
    var presenter: MenuPresenterProtocol?
    var router: MenuRouterProtocol?
    let imageLocalCacheManager: ImageLocalCacheManager

    init(imageLocalCacheManager: ImageLocalCacheManager) {
        self.imageLocalCacheManager = imageLocalCacheManager
    }
}

// MARK: - MenuInteractorProtocol

extension MenuInteractor: MenuInteractorProtocol {
    func viewDidLoad() {
        presenter?.presentLoading()
        fetchQuarters()
        fetchBackgroundImage()
    }

    func selectMainMenuSection(_ sectionType: MainMenuSectionType) {
        switch sectionType {
        case .city:
            router?.routeToCity()
        case .places:
            router?.routeToPlaces()
        case .referenceBook:
            router?.routeToReferenceBook()
        }
    }
}

// MARK: - Business logic

extension MenuInteractor {
    private func fetchQuarters() {
        let context = CoreDataStack.shared.viewContext
        let request = NSFetchRequest<Quarter>(entityName: "Quarter")
        request.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: true)]
        let quarters = (try? context.fetch(request)) ?? []
        didFetchQuarters(quarters)
    }

    private func fetchBackgroundImage() {
        let imageData = imageLocalCacheManager.loadImageData(withImageId: "guide-background")
        didFetchBackgroundImage(imageData)
    }

    private func didFetchQuarters(_ quarters: [Quarter]) {
        presenter?.presentQuarters(quarters)
    }

    private func didFetchBackgroundImage(_ imageData: Data?) {
        presenter?.presentBackgroundImage(imageData)
    }
}
