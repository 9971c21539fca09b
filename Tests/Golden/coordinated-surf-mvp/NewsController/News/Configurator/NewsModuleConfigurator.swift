import Combine
import Foundation
import UIKit

/// The News module, migrated by mvc2viper from NewsViewController.
@MainActor
final class NewsModuleConfigurator {
    /// Builds the module and returns its ready view controller.
    func configure() -> (view: NewsViewController, output: NewsModuleOutput) {
        let view = NewsViewController()
        let output = configure(view)
        return (view, output)
    }

    /// Wires a controller created elsewhere (a storyboard, an existing call site)
    /// and returns its presenter.
    @discardableResult
    func configure(_ view: NewsViewController) -> NewsViewOutput & NewsModuleOutput {
        let service = NewsModuleService(newsService: makeNewsService())
        let presenter = NewsPresenter(service: service)
        presenter.view = view
        service.output = presenter
        view.output = presenter
        return presenter
    }

    func makeNewsService() -> NewsService {
        return NewsServiceImplementation()
    }
}
