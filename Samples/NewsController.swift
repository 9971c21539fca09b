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

    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var breakingLabel: UILabel!

    private var headlines: [Headline] = []
    private var cancellables = Set<AnyCancellable>()
    private let newsService: NewsService = NewsServiceImplementation()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self

        newsService.breakingNews
            .receive(on: DispatchQueue.main)
            .sink { [weak self] headline in
                self?.breakingLabel.text = headline.title
            }
            .store(in: &cancellables)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Task {
            await loadHeadlines()
        }
    }

    private func loadHeadlines() async {
        do {
            let latest = try await newsService.latestHeadlines()
            headlines = latest
            tableView.reloadData()
        } catch {
            let alert = UIAlertController(title: "News", message: error.localizedDescription, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }
}

extension NewsViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        headlines.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Headline", for: indexPath)
        cell.textLabel?.text = headlines[indexPath.row].title
        return cell
    }
}
