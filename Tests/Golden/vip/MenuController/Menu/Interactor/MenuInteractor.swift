import CoreData
import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
final class MenuInteractor {
    var presenter: MenuPresenterProtocol?
    var router: MenuRouterProtocol?
    let worker: MenuWorkerProtocol

    init(worker: MenuWorkerProtocol) {
        self.worker = worker
    }
}

// MARK: - MenuInteractorProtocol

extension MenuInteractor: MenuInteractorProtocol {
    func viewDidLoad() {
        presenter?.presentLoading()
        worker.fetchQuarters()
        worker.fetchBackgroundImage()
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

// MARK: - MenuWorkerOutput

extension MenuInteractor: MenuWorkerOutput {
    func didFetchQuarters(_ quarters: [Quarter]) {
        presenter?.presentQuarters(quarters)
    }

    func didFetchBackgroundImage(_ imageData: Data?) {
        presenter?.presentBackgroundImage(imageData)
    }
}
