import CoreData
import Foundation

/// The Menu module, migrated by mvc2viper from MenuViewController.
@MainActor
final class MenuPresenter {
    weak var view: MenuViewInput?
    var onOpenCity: (() -> Void)?
    var onOpenPlaces: (() -> Void)?
    var onOpenReferenceBook: (() -> Void)?
    let service: MenuModuleServiceInput

    init(service: MenuModuleServiceInput) {
        self.service = service
    }
}

// MARK: - MenuViewOutput

extension MenuPresenter: MenuViewOutput {
    func viewLoaded() {
        view?.setupInitialState()
        view?.showLoading()
        service.loadQuarters()
        service.loadBackgroundImage()
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

// MARK: - MenuModuleServiceOutput

extension MenuPresenter: MenuModuleServiceOutput {
    func didLoadQuarters(_ quarters: [QuarterPlainObject]) {
        view?.configure(with: quarters)
    }

    func didLoadBackgroundImage(_ imageData: Data?) {
        view?.configure(with: imageData)
    }
}
