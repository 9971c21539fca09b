import Combine
import Foundation
import UIKit

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
final class NewsModuleConfigurator {
    /// Builds the module and returns its ready view controller.
    func configure() -> NewsViewController {
        let view = NewsViewController()
        configure(view)
        return view
    }

    /// Wires a controller created elsewhere (a storyboard, an existing call site)
    /// and returns its presenter.
    @discardableResult
    func configure(_ view: NewsViewController) -> NewsViewOutput {
        let presenter = NewsPresenter(newsService: makeNewsService())
        let router = NewsRouter()
        presenter.view = view
        presenter.router = router
        router.view = view
        view.output = presenter
        return presenter
    }

    func makeNewsService() -> NewsService {
        return NewsServiceImplementation()
    }
}
