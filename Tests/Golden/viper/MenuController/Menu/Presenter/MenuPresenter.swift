import CoreData
import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
final class MenuPresenter {
    weak var view: MenuViewInput?
    let interactor: MenuInteractorInput
    let router: MenuRouterInput

    init(interactor: MenuInteractorInput, router: MenuRouterInput) {
        self.interactor = interactor
        self.router = router
    }
}

// MARK: - MenuViewOutput

extension MenuPresenter: MenuViewOutput {
    func didTriggerViewReadyEvent() {
        view?.showLoading()
        interactor.obtainQuarters()
        interactor.obtainBackgroundImage()
    }

    func didSelectMainMenuSection(_ sectionType: MainMenuSectionType) {
        switch sectionType {
        case .city:
            router.openCityModule()
        case .places:
            router.openPlacesModule()
        case .referenceBook:
            router.openReferenceBookModule()
        }
    }
}

// MARK: - MenuInteractorOutput

extension MenuPresenter: MenuInteractorOutput {
    func didObtainQuarters(_ quarters: [QuarterPlainObject]) {
        view?.showQuarters(quarters)
    }

    func didObtainBackgroundImage(_ imageData: Data?) {
        view?.showBackgroundImage(imageData)
    }
}
