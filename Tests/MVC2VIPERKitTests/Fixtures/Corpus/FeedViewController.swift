import Combine
import UIKit

struct Post: Decodable {
    let id: Int
    let title: String
    let body: String
}

final class FeedAPI {
    static let shared = FeedAPI()
    func posts(page: Int) async throws -> [Post] { [] }
    var unreadCount: AnyPublisher<Int, Never> { Just(0).eraseToAnyPublisher() }
}

final class FeedViewController: UIViewController {
    private lazy var tableView: UITableView = {
        let table = UITableView()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "PostCell")
        return table
    }()
    private let refreshControl = UIRefreshControl()
    private var posts: [Post] = []
    private var page = 1
    private var cancellables = Set<AnyCancellable>()
    private let api = FeedAPI.shared

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.refreshControl = refreshControl
        refreshControl.addTarget(self, action: #selector(refresh), for: .valueChanged)
        api.unreadCount
            .receive(on: DispatchQueue.main)
            .sink { [weak self] count in
                self?.navigationItem.title = "Feed (\(count))"
            }
            .store(in: &cancellables)
        Task { await loadPosts() }
    }

    @objc private func refresh() {
        page = 1
        Task { await loadPosts() }
    }

    @MainActor
    private func loadPosts() async {
        do {
            let loaded = try await api.posts(page: page)
            posts = loaded
            tableView.reloadData()
        } catch {
            print(error)
        }
        refreshControl.endRefreshing()
    }
}

extension FeedViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PostCell", for: indexPath)
        cell.textLabel?.text = posts[indexPath.row].title
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let post = posts[indexPath.row]
        let detail = UIViewController()
        detail.title = post.title
        navigationController?.pushViewController(detail, animated: true)
    }
}
