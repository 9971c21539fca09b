//
//  NewsController.swift
//  Guide
//
//  Headlines loaded with async/await when the screen appears, kept fresh by a Combine
//  publisher of breaking news, with an error alert when loading fails.
//

import UIKit
import Combine

/// One headline of the city news.
struct Headline {
    let title: String
    let publishedAt: Date
}

protocol NewsService {
    /// Breaking news as it arrives.
    var breakingNews: AnyPublisher<Headline, Never> { get }
    func latestHeadlines() async throws -> [Headline]
}

final class NewsViewController: UIViewController {

    /// The presenter. NewsModuleConfigurator sets it; a controller made by a storyboard or
    /// an existing call site wires its module on first use, so those keep working.
    lazy var output: NewsViewOutput = NewsModuleConfigurator().configure(self)

    /// Shows the list: its data source and delegate.
    lazy var adapter: NewsViewAdapter = {
        let manager = NewsViewAdapter()
        manager.output = output
        return manager
    }()

    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var breakingLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        output.viewLoaded()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        output.viewWillAppear()
    }
}

// MARK: - NewsViewInput

extension NewsViewController: NewsViewInput {
    func setupInitialState() {
        tableView.dataSource = adapter
    }

    func configure(with headline: Headline) {
        self.breakingLabel.text = headline.title
    }

    func configure(with latest: [Headline]) {
        adapter.headlines = latest
        tableView.reloadData()
    }

    func showHeadlinesError(_ error: Error) {
        let alert = UIAlertController(title: "News", message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
