import CoreData
import UIKit

/// The news feed: lists the stories of a category, marks the ones the user bookmarked, and syncs on demand.
/// Its table and its sync callbacks live in extensions of their own (FeedViewController+Table, +Sync).
final class FeedViewController: BaseViewController {
    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var statusLabel: UILabel!

    // Set by FeedCoordinator before the screen is shown.
    var category: FeedCategory?
    var feedTitle: String = ""
    var context: NSManagedObjectContext?

    // Read by the table extension.
    var items: [FeedItem] = []
    var bookmarkedTitles: Set<String> = []

    private let service = FeedService()
    private let syncer = SyncService()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = feedTitle
        tableView.dataSource = self
        tableView.delegate = self
        syncer.delegate = self
        loadBookmarks()
        loadFeed()
    }

    @IBAction func syncTapped(_ sender: Any) {
        statusLabel.text = "Syncing…"
        syncer.sync()
    }

    /// Also called by the sync extension when the server had news.
    func loadFeed() {
        service.loadFeed(category: category ?? .top) { [weak self] result in
            switch result {
            case .success(let items):
                self?.items = items
                self?.tableView.reloadData()
            case .failure(let error):
                self?.showError(error.message)
            }
        }
    }

    private func loadBookmarks() {
        guard let context = context else { return }
        let request = NSFetchRequest<Bookmark>(entityName: "Bookmark")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        do {
            let bookmarks = try context.fetch(request)
            bookmarkedTitles = Set(bookmarks.map { $0.title })
        } catch {
            showError("Your bookmarks could not be read.")
        }
    }
}
