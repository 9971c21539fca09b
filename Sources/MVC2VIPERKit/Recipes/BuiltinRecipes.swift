// Generated from Recipes/*.json by `UPDATE_BUILTIN_RECIPES=1 swift test --filter RecipeCatalogTests`; do not edit.
// Compiled in so that an installed binary needs no Recipes/ folder beside it.
enum BuiltinRecipes {
    static let files: [(name: String, json: String)] = [
        ("collections.json", #"""
{
  "id": "collections",
  "title": "Collections: a DataDisplayManager",
  "source": "book-of-viper/english-module-structure.md and russian-code-style.md — DataDisplayManager; surf-mvp.en.txt — Adapter",
  "matcher": "collections",
  "summary": "The table or collection view's data source and delegate methods (in the class or same-file extensions, overrides of UITableViewController included) move into a DataDisplayManager of the view layer, with the data they show and the private helpers only they call; selection, already a view event, goes from the manager to the presenter; the controller makes the manager the list's data source and hands it the data. A diffable data source moves with the private helpers that make and update it (the view calls them on the manager, which holds the list); a table controller showing a storyboard's static cells keeps its delegate overrides as one-line relays to the manager, except those that call super. The private types nested in the controller that only the list names move with it; those the view also uses lose `private` and the manager names them through the controller (`FeedViewController.CellID`). What the list's code asks of the view that stays there (a method, an outlet, state the view writes) it asks through the manager's delegate protocol, which the view adopts (`view.didPressDelete(at:)`).",
  "vocabulary": {
    "collectionMethods": [
      "tableView(_:*",
      "numberOfSections(in:)",
      "sectionIndexTitles(for:)",
      "collectionView(_:*",
      "indexTitles(for:)"
    ],
    "collectionProtocols": [
      "UITableViewDataSource",
      "UITableViewDelegate",
      "UITableViewDataSourcePrefetching",
      "UICollectionViewDataSource",
      "UICollectionViewDelegate",
      "UICollectionViewDelegateFlowLayout",
      "UICollectionViewDataSourcePrefetching"
    ],
    "diffableDataSourceTypes": [
      "UITableViewDiffableDataSource",
      "UICollectionViewDiffableDataSource",
      "*DiffableDataSource"
    ]
  },
  "examples": [
    {
      "name": "a data source extension and the state it shows",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class TagsViewController: UIViewController {",
        "    @IBOutlet weak var tableView: UITableView!",
        "    private var tags: [String] = [\"swift\", \"viper\"]",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        tableView.dataSource = self",
        "    }",
        "",
        "    func replaceTags(with newTags: [String]) {",
        "        tags = newTags",
        "        tableView.reloadData()",
        "    }",
        "}",
        "",
        "// MARK: - UITableViewDataSource",
        "",
        "extension TagsViewController: UITableViewDataSource {",
        "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        return tags.count",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = tableView.dequeueReusableCell(withIdentifier: \"Tag\", for: indexPath)",
        "        configure(cell, with: tags[indexPath.row])",
        "        return cell",
        "    }",
        "",
        "    private func configure(_ cell: UITableViewCell, with tag: String) {",
        "        cell.textLabel?.text = \"#\" + tag",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "tableView(_:numberOfRowsInSection:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "tableView(_:cellForRowAt:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "configure(_:with:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "tags",
          "destinations": [
            "adapter"
          ]
        }
      ]
    },
    {
      "name": "a table controller's overrides, with no data source set in code",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class NumbersViewController: UITableViewController {",
        "    var numbers = [1, 2, 3]",
        "",
        "    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        return numbers.count",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)",
        "        cell.textLabel?.text = String(numbers[indexPath.row])",
        "        return cell",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "tableView(_:numberOfRowsInSection:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "numbers",
          "destinations": [
            "adapter"
          ]
        }
      ]
    },
    {
      "name": "data source methods that use the controller's outlets ask the view for them through the manager's delegate",
      "wholeScreen": false,
      "input": [
        "import UIKit",
        "",
        "final class CounterViewController: UIViewController, UITableViewDataSource {",
        "    @IBOutlet weak var tableView: UITableView!",
        "    @IBOutlet weak var footerLabel: UILabel!",
        "",
        "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        footerLabel.text = \"3 rows\"",
        "        return 3",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        return UITableViewCell(style: .default, reuseIdentifier: nil)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "tableView(_:numberOfRowsInSection:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "tableView(_:cellForRowAt:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "footerLabel",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a diffable data source, the helpers that make and update it, and a delegate method",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Friend: Hashable {",
        "    let name: String",
        "}",
        "",
        "protocol FriendsService {",
        "    func loadFriends(completion: @escaping ([Friend]) -> Void)",
        "}",
        "",
        "final class FriendsServiceImplementation: FriendsService {",
        "    func loadFriends(completion: @escaping ([Friend]) -> Void) { completion([]) }",
        "}",
        "",
        "final class FriendsViewController: UIViewController, UITableViewDelegate {",
        "    enum Section { case main }",
        "",
        "    @IBOutlet weak var tableView: UITableView!",
        "    private let friendsService: FriendsService = FriendsServiceImplementation()",
        "    private var dataSource: UITableViewDiffableDataSource<Section, Friend>!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        tableView.delegate = self",
        "        configureDataSource()",
        "        friendsService.loadFriends { [weak self] friends in",
        "            self?.applySnapshot(friends)",
        "        }",
        "    }",
        "",
        "    private func configureDataSource() {",
        "        dataSource = UITableViewDiffableDataSource<Section, Friend>(tableView: tableView) { tableView, indexPath, friend in",
        "            let cell = tableView.dequeueReusableCell(withIdentifier: \"FriendCell\", for: indexPath)",
        "            cell.textLabel?.text = friend.name",
        "            return cell",
        "        }",
        "    }",
        "",
        "    private func applySnapshot(_ friends: [Friend]) {",
        "        var snapshot = NSDiffableDataSourceSnapshot<Section, Friend>()",
        "        snapshot.appendSections([.main])",
        "        snapshot.appendItems(friends)",
        "        dataSource.apply(snapshot, animatingDifferences: true)",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
        "        guard let friend = dataSource.itemIdentifier(for: indexPath) else { return }",
        "        print(friend.name)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "dataSource",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "configureDataSource()",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "applySnapshot(_:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "tableView(_:didSelectRowAt:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a static storyboard table: the controller relays its delegate methods to the manager",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class SettingsTableViewController: UITableViewController {",
        "    @IBOutlet weak var versionLabel: UILabel!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        versionLabel.text = \"1.0\"",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
        "        tableView.deselectRow(at: indexPath, animated: true)",
        "        if indexPath.row == 1 {",
        "            navigationController?.pushViewController(UIViewController(), animated: true)",
        "        }",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {",
        "        indexPath.row == 0 ? 88 : super.tableView(tableView, heightForRowAt: indexPath)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "tableView(_:didSelectRowAt:)",
          "destinations": [
            "view",
            "adapter",
            "presenter",
            "router"
          ]
        },
        {
          "member": "tableView(_:heightForRowAt:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "delegate methods of a list fed elsewhere that read neither state nor data are plain view code, not reported",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class SettingsDataSource: NSObject, UITableViewDataSource {",
        "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }",
        "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }",
        "}",
        "",
        "final class SettingsViewController: UIViewController, UITableViewDelegate {",
        "    @IBOutlet weak var tableView: UITableView!",
        "    private let dataSource = SettingsDataSource()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        tableView.dataSource = dataSource",
        "        tableView.delegate = self",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {",
        "        indexPath.row == 0 ? 88 : 44",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {",
        "        let label = UILabel()",
        "        label.text = \"Account\"",
        "        return label",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "tableView(_:heightForRowAt:)",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "tableView(_:viewForHeaderInSection:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "the list's methods and the nested types only they name move; the view keeps what it also uses (CellID, a method, an outlet), which the manager asks of it through its delegate",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class HistoryViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {",
        "    private enum CellID {",
        "        static let entry = \"EntryCell\"",
        "    }",
        "",
        "    private enum Section: Int {",
        "        case recent, older",
        "    }",
        "",
        "    @IBOutlet weak var tableView: UITableView!",
        "    @IBOutlet weak var deleteButton: UIBarButtonItem!",
        "    private var entries: [String] = []",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CellID.entry)",
        "        tableView.dataSource = self",
        "        tableView.delegate = self",
        "    }",
        "",
        "    func show(_ newEntries: [String]) {",
        "        entries = newEntries",
        "        tableView.reloadData()",
        "    }",
        "",
        "    func showDeleteTitle(for index: Int) {",
        "        deleteButton.title = \"Delete entry \\(index + 1)\"",
        "    }",
        "",
        "    func numberOfSections(in tableView: UITableView) -> Int {",
        "        return 2",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        switch Section(rawValue: section)! {",
        "        case .recent: return entries.count",
        "        case .older: return 0",
        "        }",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = tableView.dequeueReusableCell(withIdentifier: CellID.entry, for: indexPath)",
        "        cell.textLabel?.text = entries[indexPath.row]",
        "        return cell",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
        "        deleteButton.isEnabled = true",
        "        showDeleteTitle(for: indexPath.row)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "numberOfSections(in:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "tableView(_:numberOfRowsInSection:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "tableView(_:cellForRowAt:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "tableView(_:didSelectRowAt:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "entries",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "Section",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "CellID",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "showDeleteTitle(for:)",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "deleteButton",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a list whose data source method the view calls by name stays: the call would reach a method that moved",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class BadgeViewController: UIViewController, UITableViewDataSource {",
        "    @IBOutlet weak var tableView: UITableView!",
        "    @IBOutlet weak var countLabel: UILabel!",
        "    private var names: [String] = [\"Ann\", \"Bob\"]",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        tableView.dataSource = self",
        "        countLabel.text = \"\\(self.tableView(tableView, numberOfRowsInSection: 0)) people\"",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        return names.count",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)",
        "        cell.textLabel?.text = names[indexPath.row]",
        "        return cell",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "tableView(_:numberOfRowsInSection:)",
          "destinations": [],
          "unresolved": true
        }
      ]
    },
    {
      "name": "state the controller's initializer sets (before super.init, no value of its own) stays in the view; the manager asks the view for it",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class PlaylistViewModel {",
        "    let songs: [String]",
        "    init(songs: [String]) { self.songs = songs }",
        "}",
        "",
        "final class PlaylistViewController: UIViewController, UITableViewDataSource {",
        "    private let tableView = UITableView()",
        "    private let viewModel: PlaylistViewModel",
        "    private var highlighted: Int?",
        "",
        "    init(songs: [String]) {",
        "        self.viewModel = PlaylistViewModel(songs: songs)",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) {",
        "        fatalError(\"not supported\")",
        "    }",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        view.addSubview(tableView)",
        "        tableView.dataSource = self",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        return viewModel.songs.count",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)",
        "        cell.textLabel?.text = viewModel.songs[indexPath.row]",
        "        cell.isSelected = indexPath.row == highlighted",
        "        return cell",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "tableView(_:numberOfRowsInSection:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "tableView(_:cellForRowAt:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "highlighted",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "viewModel",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a list fed elsewhere (no data source methods here): its delegate methods are the view's, and one that only lays out is not reported (what another of them reads is handled with that method)",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ReadingStore {",
        "    static let shared = ReadingStore()",
        "    var lastOpenedTitle = \"\"",
        "}",
        "",
        "final class ReadingListViewController: UIViewController, UITableViewDelegate {",
        "    @IBOutlet weak var tableView: UITableView!",
        "    @IBOutlet weak var lastOpenedLabel: UILabel!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        tableView.delegate = self",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {",
        "        .leastNormalMagnitude",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
        "        tableView.deselectRow(at: indexPath, animated: true)",
        "        lastOpenedLabel.text = ReadingStore.shared.lastOpenedTitle",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "tableView(_:heightForFooterInSection:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a settings list that shows nothing of the model, whose cells' switches target the controller, is the view's own: it stays in the view unreported (with model data in it, the same list is reported)",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class PrivacySettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {",
        "    @IBOutlet weak var tableView: UITableView!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        tableView.dataSource = self",
        "        tableView.delegate = self",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        2",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = UITableViewCell()",
        "        let toggle = UISwitch()",
        "        toggle.tag = indexPath.row",
        "        toggle.addTarget(self, action: #selector(toggleChanged(_:)), for: .valueChanged)",
        "        cell.textLabel?.text = indexPath.row == 0 ? \"Hide previews\" : \"Lock on exit\"",
        "        cell.accessoryView = toggle",
        "        return cell",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {",
        "        52",
        "    }",
        "",
        "    @objc private func toggleChanged(_ sender: UISwitch) {",
        "        title = sender.isOn ? \"Private\" : \"Settings\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "tableView(_:numberOfRowsInSection:)",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "tableView(_:cellForRowAt:)",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "toggleChanged(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "cells handed the controller (as their delegate, as the screen they present from) get the view from the manager, whose delegate protocol refines what the cells take",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol EpisodeCellDelegate: AnyObject {",
        "    func episodeCellDidTapDownload(_ cell: EpisodeCell)",
        "}",
        "",
        "final class EpisodeCell: UITableViewCell {",
        "    weak var delegate: EpisodeCellDelegate?",
        "",
        "    func configure(title: String, presentingFrom host: UIViewController) {",
        "        textLabel?.text = title",
        "    }",
        "}",
        "",
        "struct Episode {",
        "    let title: String",
        "}",
        "",
        "final class EpisodeStore {",
        "    static let shared = EpisodeStore()",
        "    func episodes() -> [Episode] { [] }",
        "}",
        "",
        "final class PodcastViewController: UIViewController, UITableViewDataSource, EpisodeCellDelegate {",
        "    @IBOutlet weak var tableView: UITableView!",
        "    private var episodes: [Episode] = []",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        episodes = EpisodeStore.shared.episodes()",
        "        tableView.reloadData()",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        episodes.count",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = tableView.dequeueReusableCell(withIdentifier: \"Episode\", for: indexPath) as! EpisodeCell",
        "        // The cell reports taps to the screen, which stays its delegate.",
        "        cell.delegate = self",
        "        cell.configure(title: episodes[indexPath.row].title, presentingFrom: self)",
        "        return cell",
        "    }",
        "",
        "    func episodeCellDidTapDownload(_ cell: EpisodeCell) {",
        "        title = \"Downloading\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "tableView(_:numberOfRowsInSection:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "tableView(_:cellForRowAt:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "episodeCellDidTapDownload(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a list of model data whose cells' buttons target the controller's selectors stays in the view, reported: the manager could not name the controller's methods",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Episode {",
        "    let title: String",
        "}",
        "",
        "final class EpisodeStore {",
        "    static let shared = EpisodeStore()",
        "    func episodes() -> [Episode] { [] }",
        "}",
        "",
        "final class QueueViewController: UIViewController, UITableViewDataSource {",
        "    @IBOutlet weak var tableView: UITableView!",
        "    private var episodes: [Episode] = []",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        episodes = EpisodeStore.shared.episodes()",
        "        tableView.reloadData()",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        episodes.count",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = UITableViewCell()",
        "        let remove = UIButton()",
        "        remove.tag = indexPath.row",
        "        remove.addTarget(self, action: #selector(removeTapped(_:)), for: .touchUpInside)",
        "        cell.textLabel?.text = episodes[indexPath.row].title",
        "        cell.accessoryView = remove",
        "        return cell",
        "    }",
        "",
        "    @objc private func removeTapped(_ sender: UIButton) {",
        "        episodes.remove(at: sender.tag)",
        "        tableView.reloadData()",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "tableView(_:numberOfRowsInSection:)",
          "destinations": [
            "view"
          ],
          "unresolved": true
        },
        {
          "member": "tableView(_:cellForRowAt:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "what the controller's file keeps private and the list reads (a section enum, a cell identifier, strings, an extension of the cell) is copied into the manager's file, which cannot see the original",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class TagStore {",
        "    static let shared = TagStore()",
        "    func tags() -> [String] { [] }",
        "}",
        "",
        "final class TagsViewController: UIViewController, UITableViewDataSource {",
        "    @IBOutlet weak var tableView: UITableView!",
        "    private var tags: [String] = []",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        tags = TagStore.shared.tags()",
        "        tableView.reloadData()",
        "    }",
        "",
        "    func numberOfSections(in tableView: UITableView) -> Int {",
        "        Section.allCases.count",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        Section(rawValue: section) == .tags ? tags.count : 1",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = tableView.dequeueReusableCell(withIdentifier: cellID, for: indexPath)",
        "        cell.markAsTagRow(indexPath.section == Section.tags.rawValue)",
        "        cell.textLabel?.text = Section(rawValue: indexPath.section) == .tags ? tags[indexPath.row] : Localization.addTag",
        "        return cell",
        "    }",
        "}",
        "",
        "// MARK: - Private",
        "",
        "private enum Section: Int, CaseIterable {",
        "    case tags",
        "    case add",
        "}",
        "",
        "private let cellID = \"TagCell\"",
        "",
        "private struct Localization {",
        "    static let addTag = NSLocalizedString(\"Add a tag\", comment: \"The last row\")",
        "}",
        "",
        "private extension UITableViewCell {",
        "    func markAsTagRow(_ isTag: Bool) {",
        "        tag = isTag ? 1 : 0",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "numberOfSections(in:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "tableView(_:numberOfRowsInSection:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "tableView(_:cellForRowAt:)",
          "destinations": [
            "adapter"
          ]
        }
      ]
    }
  ]
}
"""#),
        ("fetched-results.json", #"""
{
  "id": "fetched-results",
  "title": "Fetched results controller behind a cache tracker",
  "source": "book-of-viper/russian-frc.md — NSFetchedResultsController in VIPER: the interactor owns a CacheTracker that reports CacheTransactionBatches",
  "matcher": "fetched-results",
  "summary": "An NSFetchedResultsController feeding a table, created in a lazy property from injected dependencies, leaves the view: the assembly makes it and wraps it in a CacheTracker the interactor owns; the first fetch and every later change reach the data display manager as CacheTransactionBatches of plain objects, which it shows whole or row by row. The controller's delegate methods, which only updated the table, are replaced; the data source's questions to the controller (object(at:), numberOfObjects) are answered from the manager's list.",
  "vocabulary": {
    "controllerTypes": [
      "NSFetchedResultsController"
    ],
    "delegateMethods": [
      "controllerWillChangeContent(_:)",
      "controllerDidChangeContent(_:)",
      "controller(_:didChange:at:for:newIndexPath:)",
      "controller(_:didChange:atSectionIndex:for:)"
    ]
  },
  "examples": [
    {
      "name": "a table fed by a lazy fetched results controller on an injected context",
      "wholeScreen": true,
      "input": [
        "import CoreData",
        "import UIKit",
        "",
        "final class Note: NSManagedObject {",
        "    @NSManaged var title: String",
        "    @NSManaged var createdAt: Date",
        "}",
        "",
        "final class NotesViewController: UITableViewController, NSFetchedResultsControllerDelegate {",
        "    var managedObjectContext: NSManagedObjectContext!",
        "",
        "    private lazy var fetchedResultsController: NSFetchedResultsController<Note> = {",
        "        let request = NSFetchRequest<Note>(entityName: \"Note\")",
        "        request.sortDescriptors = [NSSortDescriptor(key: \"createdAt\", ascending: false)]",
        "        let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: managedObjectContext,",
        "                                                    sectionNameKeyPath: nil, cacheName: nil)",
        "        controller.delegate = self",
        "        return controller",
        "    }()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        title = \"Notes\"",
        "        try? fetchedResultsController.performFetch()",
        "        tableView.reloadData()",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        fetchedResultsController.sections?[section].numberOfObjects ?? 0",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = tableView.dequeueReusableCell(withIdentifier: \"NoteCell\", for: indexPath)",
        "        let note = fetchedResultsController.object(at: indexPath)",
        "        cell.textLabel?.text = note.title",
        "        return cell",
        "    }",
        "",
        "    // MARK: - NSFetchedResultsControllerDelegate",
        "",
        "    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {",
        "        tableView.beginUpdates()",
        "    }",
        "",
        "    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,",
        "                    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {",
        "        switch type {",
        "        case .insert:",
        "            tableView.insertRows(at: [newIndexPath!], with: .automatic)",
        "        case .delete:",
        "            tableView.deleteRows(at: [indexPath!], with: .automatic)",
        "        case .update:",
        "            tableView.reloadRows(at: [indexPath!], with: .automatic)",
        "        case .move:",
        "            tableView.moveRow(at: indexPath!, to: newIndexPath!)",
        "        @unknown default:",
        "            tableView.reloadData()",
        "        }",
        "    }",
        "",
        "    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {",
        "        tableView.endUpdates()",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "fetchedResultsController",
          "destinations": [
            "assembly",
            "interactor"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor",
            "entity"
          ]
        },
        {
          "member": "tableView(_:cellForRowAt:)",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "controllerDidChangeContent(_:)",
          "destinations": [
            "adapter"
          ]
        }
      ]
    }
  ]
}
"""#),
        ("lazy-dependency.json", #"""
{
  "id": "lazy-dependency",
  "title": "Objects configuration",
  "source": "book-of-viper/english-mvc-chainsaw-massacre.md — Refactoring examples: Objects configuration",
  "matcher": "lazy-dependency",
  "summary": "A dependency the controller creates itself (a lazy var, an optional-backed getter, a property initialised with a service, manager or client) becomes a property of the layer that uses it, created in the Assembly. A dependency injected into the controller (by its initializer or its creator) is handed on by the assembly to the layer that uses it. A helper that keeps views of its own (a placeholder or empty-state container) is the screen's, whatever its name says: no dependency. An enum is a value, never a dependency, whatever its name ends in (`ShareContext`); a protocol only screens adopt (`where Self: UIViewController`) is UI.",
  "vocabulary": {
    "dependencyTypes": [
      "*Service",
      "*Services",
      "*Manager",
      "*Client",
      "*Repository",
      "*Provider",
      "*Store",
      "*Storage",
      "*Stack",
      "*API",
      "*Api",
      "*Gateway",
      "*Fetcher",
      "*Loader",
      "*Database",
      "*DAO",
      "*Dao",
      "*Cache",
      "*Context",
      "*Session",
      "*Container",
      "URLSession",
      "UserDefaults",
      "NotificationCenter",
      "Analytics",
      "*Analytics",
      "*Tracker"
    ],
    "excludedTypes": [
      "UI*",
      "CA*",
      "*View",
      "*Cell",
      "*Controller",
      "*Layer",
      "*Formatter",
      "*Generator",
      "CG*",
      "NSItemProvider",
      "PreviewProvider"
    ]
  },
  "examples": [
    {
      "name": "an optional-backed getter, used by the interactor's fetch",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol PhotoCacheManager {",
        "    func photoNames() -> [String]",
        "}",
        "",
        "final class DiskPhotoCacheManager: PhotoCacheManager {",
        "    init(fileManager: FileManager) {}",
        "    func photoNames() -> [String] { [] }",
        "}",
        "",
        "final class GalleryViewController: UIViewController {",
        "    @IBOutlet weak var titleLabel: UILabel!",
        "    private var _photoCacheManager: PhotoCacheManager?",
        "    private var photoCacheManager: PhotoCacheManager {",
        "        if _photoCacheManager == nil {",
        "            _photoCacheManager = DiskPhotoCacheManager(fileManager: FileManager.default)",
        "        }",
        "        return _photoCacheManager!",
        "    }",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        let names = photoCacheManager.photoNames()",
        "        titleLabel.text = names.first",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "photoCacheManager",
          "destinations": [
            "interactor",
            "assembly"
          ]
        },
        {
          "member": "_photoCacheManager",
          "destinations": [
            "interactor",
            "assembly"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a lazy view is UI, not a dependency",
      "wholeScreen": false,
      "input": [
        "import UIKit",
        "",
        "final class BannerViewController: UIViewController {",
        "    private lazy var bannerLabel: UILabel = {",
        "        let label = UILabel()",
        "        label.numberOfLines = 0",
        "        return label",
        "    }()",
        "}"
      ],
      "expect": [
        {
          "member": "bannerLabel",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a view of the app's own named like a dependency is UI, not a dependency",
      "wholeScreen": false,
      "input": [
        "import UIKit",
        "",
        "final class VoucherContainer: UIView {",
        "    func fill(code: String) {}",
        "}",
        "",
        "final class VoucherViewController: UIViewController {",
        "    private let container = VoucherContainer()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        view.addSubview(container)",
        "        container.fill(code: \"\")",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "container",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a service used by code that stays in the view is injected into the view",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class AvatarCache {",
        "    func image(named name: String) -> UIImage? { nil }",
        "}",
        "",
        "final class AnalyticsService {",
        "    func track(_ event: String) {}",
        "}",
        "",
        "final class PromoViewController: UIViewController {",
        "    @IBOutlet weak var avatarView: UIImageView!",
        "    let avatarCache = AvatarCache()",
        "    let analyticsService = AnalyticsService()",
        "",
        "    func showAvatar(_ name: String) {",
        "        avatarView.image = avatarCache.image(named: name)",
        "    }",
        "",
        "    @IBAction func didTapBuy(_ sender: Any) {",
        "        analyticsService.track(\"buy\")",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "avatarCache",
          "destinations": [
            "view",
            "assembly"
          ]
        },
        {
          "member": "analyticsService",
          "destinations": [
            "interactor",
            "assembly"
          ]
        },
        {
          "member": "didTapBuy(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "an optional slot filled later is not a dependency the controller creates",
      "wholeScreen": false,
      "input": [
        "import UIKit",
        "",
        "final class UploadViewController: UIViewController {",
        "    var session: URLSession? = nil",
        "    var uploadService: UploadService!",
        "}"
      ],
      "expect": [
        {
          "member": "session",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "uploadService",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a loader injected through a convenience initializer",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct FeedImage {",
        "    let description: String",
        "}",
        "",
        "protocol FeedLoader {",
        "    func load(completion: @escaping ([FeedImage]) -> Void)",
        "}",
        "",
        "public final class FeedViewController: UITableViewController {",
        "    private var loader: FeedLoader?",
        "    private var feed: [FeedImage] = []",
        "",
        "    convenience init(loader: FeedLoader) {",
        "        self.init()",
        "        self.loader = loader",
        "    }",
        "",
        "    public override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        refreshControl = UIRefreshControl()",
        "        refreshControl?.addTarget(self, action: #selector(load), for: .valueChanged)",
        "        load()",
        "    }",
        "",
        "    @objc private func load() {",
        "        refreshControl?.beginRefreshing()",
        "        loader?.load { [weak self] feed in",
        "            self?.feed = feed",
        "            self?.tableView.reloadData()",
        "            self?.refreshControl?.endRefreshing()",
        "        }",
        "    }",
        "",
        "    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        feed.count",
        "    }",
        "",
        "    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)",
        "        cell.textLabel?.text = feed[indexPath.row].description",
        "        return cell",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "loader",
          "destinations": [
            "view",
            "interactor"
          ]
        },
        {
          "member": "load()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a helper that keeps views of its own (an empty-state container) draws on the screen, whatever its name says: no dependency to inject, and its show opens no screen",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class EmptyStateView: UIView {",
        "    let messageLabel = UILabel()",
        "}",
        "",
        "/// Shows a message over a screen while it has nothing else to show.",
        "final class EmptyStateContainer {",
        "    private let emptyView: EmptyStateView = EmptyStateView()",
        "",
        "    func show(_ message: String, over view: UIView) {",
        "        emptyView.messageLabel.text = message",
        "        emptyView.frame = view.bounds",
        "        view.addSubview(emptyView)",
        "    }",
        "",
        "    func hide() {",
        "        emptyView.removeFromSuperview()",
        "    }",
        "}",
        "",
        "final class InboxViewController: UIViewController {",
        "    private let emptyState = EmptyStateContainer()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        emptyState.show(\"No messages yet\", over: view)",
        "    }",
        "",
        "    func messagesArrived() {",
        "        emptyState.hide()",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "emptyState",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "messagesArrived()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "an enum is a value, not a dependency, whatever its name ends in (ShareContext), and a type that only namespaces its member type (SyncManager.Service.cloud) is not used: both stay the screen's state",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "enum ShareContext { case inbox, archive }",
        "",
        "final class SyncManager {",
        "    enum Service: String { case none, cloud }",
        "    static let shared = SyncManager()",
        "    func start() {}",
        "}",
        "",
        "final class ShareViewController: UIViewController {",
        "    @IBOutlet weak var titleLabel: UILabel!",
        "    private var context: ShareContext = .inbox",
        "    private var service = SyncManager.Service.none",
        "",
        "    @IBAction func archiveTapped(_ sender: UIButton) {",
        "        context = .archive",
        "        service = SyncManager.Service.cloud",
        "        titleLabel.text = context == .inbox ? \"Inbox\" : service.rawValue",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "context",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "service",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "archiveTapped(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a singleton of the app's Objective-C side, got through its accessor (NotesManager.sharedInstance()), which no Swift file declares",
      "wholeScreen": false,
      "input": [
        "import UIKit",
        "",
        "/// `NotesManager` comes from the app's Objective-C side (`+ (instancetype)sharedInstance`): no Swift file declares it.",
        "final class NotesViewController: UIViewController {",
        "    @IBOutlet private var countLabel: UILabel!",
        "    private let notesManager = NotesManager.sharedInstance()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        let count: Int = notesManager.notesCount()",
        "        countLabel.text = \"\\(count) notes\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "notesManager",
          "destinations": [
            "interactor",
            "assembly"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "what handles the keyboard (a KeyboardManager) is the screen's own, whatever its name ends in: no dependency, and no model the view uses",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class KeyboardManager {",
        "    func bind(to view: UIView) {}",
        "}",
        "",
        "final class ChatViewController: UIViewController {",
        "    private let keyboardManager = KeyboardManager()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        keyboardManager.bind(to: view)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "keyboardManager",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view"
          ]
        }
      ]
    }
  ]
}
"""#),
        ("lifecycle-fetch.json", #"""
{
  "id": "lifecycle-fetch",
  "title": "Reading data",
  "source": "book-of-viper/english-mvc-chainsaw-massacre.md — Refactoring examples: Reading data",
  "matcher": "lifecycle-fetch",
  "summary": "Data access started from a lifecycle method, directly or through a private helper, becomes an InteractorInput request; the original code runs in the Interactor, model objects are mapped to PONSO and returned through InteractorOutput, and the presenter shows them (and the loading state) through ViewInput. What the started work is kept in (a timer, a task, an observer token, cancellables, a dispose bag or composite disposable — for a subscription with a display closure or a request that shows nothing) moves to the interactor with it; the view's statements that stop it become a `cancel…` request of the event that ran them, or the interactor's deinit. A service that reports through a delegate the controller is (`chatService.delegate = self`) gets the interactor as its delegate; each callback tells the presenter, and its display code becomes a view command. A selector observer of the model's notifications (`addObserver(self, selector: #selector(refresh), name: .storeDidChange, object: nil)`) becomes a block observer the model keeps: the method's code moves into the block when nothing else uses the method, otherwise the method stays and the view runs it where the notification arrives. A statement that reads data and draws (`switch.setOn(settings.isOn, animated: false)`, `if store.isPremium { … }`) splits: its reads run in the interactor, the statement reading their values is the view's command (what the calls of an assignment's target are handed, `anchor.constraint(equalToConstant: settings.height).isActive = true`, is read first too); a `guard` on such a read at the top of a method takes the rest of the method into the command with it, so its `return` still ends what the method ran. A `do`/`catch` that reads data, updates the screen and then does more data work (posts a notification, logs an event) runs whole in the interactor, which delivers where the screen was updated, so the order stays the original's. A dependency handed whole to a helper of the screen — a call that also hands over the screen or part of it (`self`, `navigationController`, an outlet), or makes a view controller — is no data access: the helper asks the model itself. A service the code makes on the spot or reaches whole (`Store()`, `Store.shared`) is never a read handed to the view: the statement stays, reported. A member whose whole work is reading data and returning it — a read-only computed property or a method, touching nothing of the screen but the dependencies it reads (`var prefersDescendingSorting: Bool { UserDefaults.standard.bool(forKey: …) }`) — is a question the view waits on: the Book's code style keeps calls between layers synchronous and has the interactor return what it obtains (`obtainPostAtIndex:`), so the model answers it with the member's statements, the view's output asks the model, and the member asks its output; a read in the closure that builds a lazy view (`lazy var backgroundView: UIImageView = { … }()`) is asked where it stands, when the view is first built; a `return` handing back such a read (`return store.items.count` in a data source method, in the view or the list's manager), or a local bound to one whose type is known (`let currency = store.currencies[indexPath.row]`), is one too when it reads only the member's plain parameters and is all the data the member reads, the checks before it staying; one that code outside the view calls, or that names UIKit or a type nested in the controller, stays. A method the app adds to every view controller (an extension of UIViewController) is the screen's, as UIKit's own are. State the app keeps on a type of its own — a stored `static var` (`ReaderPreferences.fontSize`), not a screen's nor a shared instance — is data, read or changed. A service a type keeps in a constant (`Preferences.editor`, a `static let` of a dependency type) is reached as a shared instance is, and what the code asks of it is data. An enum's value, a type that only namespaces its member type (`Sync.RecordType.game`), any other constant a type declares (`static let log`) and ending a registration (`removeObserver(token)`) read no data. A dependency held by its protocol (`ActivitiesServiceType`, `ReceiptsServiceProtocol`, `OTPServiceProviding`) is the dependency its name stems from; an interactor's protocol is a Clean Swift view's own output and is not. What the user chose in a control (`picker.selectedRow(inComponent: 0)`, typed by the vocabulary's `platformResults`) travels as a value too. A plain value a control of the app's own stores (`ratingControl.rating`, of a `UIView` subclass) is what the user entered, read by the view and handed over, as a `UISlider`'s `value` is. A value the build wrote into the app's Info.plist (`Bundle.main.object(forInfoDictionaryKey:)`) is a constant, not data.",
  "vocabulary": {
    "lifecycleMethods": [
      "viewDidLoad",
      "viewWillAppear",
      "viewDidAppear",
      "loadView",
      "awakeFromNib"
    ],
    "dataAccessCalls": [
      "fetch",
      "execute",
      "count",
      "dataTask",
      "downloadTask",
      "uploadTask",
      "MR_*",
      "findAll*",
      "findFirst*",
      "loadAll*",
      "fetchAll*",
      "object",
      "objects",
      "value",
      "contents",
      "contentsOfDirectory",
      "addObserver"
    ],
    "dataAccessTypes": [
      "NSFetchRequest",
      "NSManagedObjectContext",
      "NSPersistentContainer",
      "URLSession",
      "URLRequest",
      "UserDefaults",
      "FileManager",
      "NSUbiquitousKeyValueStore",
      "Realm",
      "Keychain*",
      "NotificationCenter"
    ],
    "dependencyTypes": [
      "*Service",
      "*Services",
      "*Manager",
      "*Client",
      "*Repository",
      "*Provider",
      "*Store",
      "*Storage",
      "*Stack",
      "*API",
      "*Api",
      "*Gateway",
      "*Fetcher",
      "*Loader",
      "*Database",
      "*DAO",
      "*Dao",
      "*Cache",
      "*Context",
      "*Session",
      "*Interactor",
      "*UseCase",
      "Analytics",
      "*Analytics",
      "*Tracker"
    ],
    "loadingStartCalls": [
      "startAnimating",
      "beginRefreshing",
      "showLoading*",
      "showLoader*",
      "showSpinner*",
      "showHUD*",
      "showProgress*",
      "showActivity*",
      "startLoading*",
      "startSpinner*",
      "startProgress*"
    ],
    "completionTypes": [
      "addObserver: Notification",
      "dataTask: Data?, URLResponse?, Error?",
      "downloadTask: URL?, URLResponse?, Error?",
      "scheduledTimer: Timer",
      "requestAuthorization: Bool, Error?"
    ],
    "handleTypes": [
      "AnyCancellable",
      "Cancellable",
      "Timer",
      "Task",
      "NSObjectProtocol",
      "URLSession*Task",
      "DispatchWorkItem",
      "DispatchSourceTimer",
      "DisposeBag",
      "*Disposable"
    ],
    "cancelCalls": [
      "invalidate",
      "cancel",
      "removeObserver",
      "removeAll"
    ],
    "schedulingCalls": [
      "scheduledTimer",
      "asyncAfter",
      "DispatchQueue.global.async",
      "DispatchQueue.main.async"
    ],
    "screenNotifications": [
      "UI*",
      "NSNotification.Name.UI*",
      "Notification.Name.UI*",
      "*keyboard*",
      "*Keyboard*"
    ],
    "appearanceTypes": [
      "*Theme*",
      "*Appearance*",
      "*Style*",
      "*Stylesheet",
      "*Skin*",
      "*Font*",
      "*Color*",
      "*Colour*",
      "*Haptic*",
      "*Keyboard*",
      "AttributeContainer"
    ],
    "pagingMethods": [
      "tableView(_:willDisplay:forRowAt:)",
      "collectionView(_:willDisplay:forItemAt:)",
      "scrollViewDidScroll(_:)",
      "scrollViewDidEndDecelerating(_:)",
      "scrollViewDidEndDragging(_:willDecelerate:)",
      "tableView(_:prefetchRowsAt:)",
      "collectionView(_:prefetchItemsAt:)"
    ],
    "intentMethods": [
      "searchBar(_:textDidChange:)",
      "searchBarSearchButtonClicked(_:)",
      "updateSearchResults(for:)",
      "textFieldShouldReturn(_:)",
      "textFieldDidEndEditing(_:)",
      "textViewDidChange(_:)",
      "textViewDidEndEditing(_:)"
    ],
    "displayTargets": [
      "UILabel.text: String?",
      "UILabel.attributedText: NSAttributedString?",
      "UITextField.text: String?",
      "UITextField.placeholder: String?",
      "UITextView.text: String!",
      "UIView.isHidden: Bool",
      "UIView.alpha: CGFloat",
      "UIView.isUserInteractionEnabled: Bool",
      "UIControl.isEnabled: Bool",
      "UIControl.isSelected: Bool",
      "UIBarItem.isEnabled: Bool",
      "UIBarItem.title: String?",
      "UISwitch.isOn: Bool",
      "UISwitch.setOn: Bool",
      "UISlider.value: Float",
      "UISlider.setValue: Float",
      "UIStepper.value: Double",
      "UISegmentedControl.selectedSegmentIndex: Int",
      "UIProgressView.progress: Float",
      "UIProgressView.setProgress: Float",
      "UIDatePicker.date: Date",
      "UIDatePicker.setDate: Date",
      "UIButton.setTitle: String?",
      "UIViewController.title: String?",
      "UINavigationItem.title: String?"
    ],
    "failableInitializers": [
      "URL(string:)",
      "URLComponents(string:)",
      "URLComponents(url:)",
      "UIImage(named:)",
      "UIImage(data:)",
      "UIImage(contentsOfFile:)",
      "UIImage(systemName:)",
      "UIColor(named:)",
      "Data(base64Encoded:)",
      "String(data:)",
      "String(bytes:)",
      "String(validatingUTF8:)",
      "UUID(uuidString:)",
      "Decimal(string:)",
      "Bundle(identifier:)",
      "Bundle(url:)",
      "Bundle(path:)",
      "Int(exactly:)",
      "Double(exactly:)"
    ],
    "platformResults": [
      "UserDefaults.bool(forKey:) -> Bool",
      "UserDefaults.integer(forKey:) -> Int",
      "UserDefaults.double(forKey:) -> Double",
      "UserDefaults.float(forKey:) -> Float",
      "UserDefaults.string(forKey:) -> String?",
      "UserDefaults.data(forKey:) -> Data?",
      "UserDefaults.url(forKey:) -> URL?",
      "UserDefaults.stringArray(forKey:) -> [String]?",
      "NSUbiquitousKeyValueStore.bool(forKey:) -> Bool",
      "NSUbiquitousKeyValueStore.double(forKey:) -> Double",
      "NSUbiquitousKeyValueStore.longLong(forKey:) -> Int64",
      "NSUbiquitousKeyValueStore.string(forKey:) -> String?",
      "FileManager.fileExists(atPath:) -> Bool",
      "FileManager.contents(atPath:) -> Data?",
      "FileManager.urls(for:in:) -> [URL]",
      "FileManager.contentsOfDirectory(atPath:) -> [String]",
      "FileManager.contentsOfDirectory(at:includingPropertiesForKeys:options:) -> [URL]",
      "FileManager.temporaryDirectory -> URL",
      "Bundle.url(forResource:withExtension:) -> URL?",
      "Bundle.path(forResource:ofType:) -> String?",
      "Bundle.bundleIdentifier -> String?",
      "Bundle.bundleURL -> URL",
      "Bundle.resourceURL -> URL?",
      "URL.appendingPathComponent(_:) -> URL",
      "URL.appendingPathExtension(_:) -> URL",
      "URL.deletingLastPathComponent() -> URL",
      "URL.absoluteString -> String",
      "URL.path -> String",
      "URL.lastPathComponent -> String",
      "URL.pathExtension -> String",
      "URL.host -> String?",
      "URL.scheme -> String?",
      "NSManagedObjectContext.count(for:) -> Int",
      "NSManagedObjectContext.hasChanges -> Bool",
      "UIPickerView.selectedRow(inComponent:) -> Int",
      "UITableView.indexPathForSelectedRow -> IndexPath?",
      "UICollectionView.indexPathsForSelectedItems -> [IndexPath]?",
      "UISegmentedControl.titleForSegment(at:) -> String?"
    ],
    "excludedTypes": [
      "UI*",
      "CA*",
      "CG*",
      "NSItemProvider",
      "PreviewProvider"
    ],
    "constantCalls": [
      "object(forInfoDictionaryKey:)"
    ]
  },
  "examples": [
    {
      "name": "a Core Data fetch in viewDidLoad, shown in a label",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "import CoreData",
        "",
        "final class Note: NSManagedObject {",
        "    @NSManaged var text: String",
        "}",
        "",
        "final class NotesViewController: UIViewController {",
        "    @IBOutlet weak var countLabel: UILabel!",
        "    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        let request = NSFetchRequest<Note>(entityName: \"Note\")",
        "        let notes = (try? context.fetch(request)) ?? []",
        "        show(notes)",
        "    }",
        "",
        "    private func show(_ notes: [Note]) {",
        "        countLabel.text = notes.map { $0.text }.joined(separator: \", \")",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor",
            "entity"
          ]
        },
        {
          "member": "context",
          "destinations": [
            "interactor",
            "assembly"
          ]
        },
        {
          "member": "show(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a service call one private helper away from viewWillAppear",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol WeatherService {",
        "    func currentTemperature(in city: String) -> Double",
        "}",
        "",
        "final class WeatherServiceImplementation: WeatherService {",
        "    func currentTemperature(in city: String) -> Double { 21 }",
        "}",
        "",
        "final class WeatherViewController: UIViewController {",
        "    @IBOutlet weak var temperatureLabel: UILabel!",
        "    @IBOutlet weak var spinner: UIActivityIndicatorView!",
        "    private lazy var weatherService: WeatherService = WeatherServiceImplementation()",
        "",
        "    override func viewWillAppear(_ animated: Bool) {",
        "        super.viewWillAppear(animated)",
        "        reloadWeather()",
        "    }",
        "",
        "    private func reloadWeather() {",
        "        spinner.startAnimating()",
        "        let temperature = weatherService.currentTemperature(in: \"Moscow\")",
        "        spinner.stopAnimating()",
        "        temperatureLabel.text = \"\\(temperature)°\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewWillAppear(_:)",
          "destinations": [
            "view",
            "presenter"
          ]
        },
        {
          "member": "reloadWeather()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "weatherService",
          "destinations": [
            "interactor",
            "assembly"
          ]
        }
      ]
    },
    {
      "name": "a private helper that only the data access calls moves with it",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol NewsService {",
        "    func latestHeadlines(limit: Int) -> [String]",
        "}",
        "",
        "final class NewsServiceImplementation: NewsService {",
        "    func latestHeadlines(limit: Int) -> [String] { [] }",
        "}",
        "",
        "final class NewsViewController: UIViewController {",
        "    @IBOutlet weak var headlineLabel: UILabel!",
        "    private let newsService: NewsService = NewsServiceImplementation()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        // The first page is enough for the banner.",
        "        let headlines = newsService.latestHeadlines(limit: pageSize())",
        "        headlineLabel.text = headlines.first",
        "    }",
        "",
        "    private func pageSize() -> Int {",
        "        return 20",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "pageSize()",
          "destinations": [
            "interactor"
          ]
        },
        {
          "member": "newsService",
          "destinations": [
            "interactor",
            "assembly"
          ]
        }
      ]
    },
    {
      "name": "a fetch assigned straight to a property, in a private helper of a table controller",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "import CoreData",
        "",
        "final class Student: NSManagedObject {",
        "    @NSManaged var name: String",
        "    @NSManaged var grade: Int64",
        "}",
        "",
        "final class StudentsViewController: UITableViewController {",
        "    var students: [Student] = []",
        "    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)",
        "",
        "    override func viewWillAppear(_ animated: Bool) {",
        "        super.viewWillAppear(animated)",
        "        fetchStudents()",
        "    }",
        "",
        "    private func fetchStudents() {",
        "        students = try! context.fetch(NSFetchRequest<Student>(entityName: \"Student\"))",
        "        tableView.reloadData()",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        return students.count",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath)",
        "        cell.textLabel?.text = students[indexPath.row].name",
        "        return cell",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "fetchStudents()",
          "destinations": [
            "view",
            "presenter",
            "interactor",
            "entity"
          ]
        },
        {
          "member": "viewWillAppear(_:)",
          "destinations": [
            "view",
            "presenter"
          ]
        },
        {
          "member": "context",
          "destinations": [
            "interactor",
            "assembly"
          ]
        }
      ]
    },
    {
      "name": "a completion handler that hops to the main queue, and a Task awaiting a service",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Post {",
        "    let title: String",
        "}",
        "",
        "protocol FeedService {",
        "    func loadPosts(page: Int, completion: @escaping ([Post], Error?) -> Void)",
        "    func latestPost() async throws -> Post",
        "}",
        "",
        "final class FeedServiceImplementation: FeedService {",
        "    func loadPosts(page: Int, completion: @escaping ([Post], Error?) -> Void) { completion([], nil) }",
        "    func latestPost() async throws -> Post { Post(title: \"\") }",
        "}",
        "",
        "final class FeedViewController: UIViewController {",
        "    @IBOutlet weak var titleLabel: UILabel!",
        "    @IBOutlet weak var spinner: UIActivityIndicatorView!",
        "    private var posts: [Post] = []",
        "    private lazy var feedService: FeedService = FeedServiceImplementation()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        spinner.startAnimating()",
        "        feedService.loadPosts(page: 1) { [weak self] posts, error in",
        "            guard error == nil else { return }",
        "            let visible = posts.filter { !$0.title.isEmpty }",
        "            DispatchQueue.main.async {",
        "                self?.spinner.stopAnimating()",
        "                self?.posts = visible",
        "                self?.titleLabel.text = visible.first?.title",
        "            }",
        "        }",
        "    }",
        "",
        "    override func viewDidAppear(_ animated: Bool) {",
        "        super.viewDidAppear(animated)",
        "        Task {",
        "            let latest = try await feedService.latestPost()",
        "            titleLabel.text = latest.title",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "viewDidAppear(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "feedService",
          "destinations": [
            "interactor",
            "assembly"
          ]
        }
      ]
    },
    {
      "name": "a lifecycle method that only sets up views stays in the view",
      "wholeScreen": false,
      "input": [
        "import UIKit",
        "",
        "final class AboutViewController: UIViewController {",
        "    @IBOutlet weak var versionLabel: UILabel!",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        versionLabel.text = \"1.0\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a URLSession completion handler one private helper away, hopping to the main queue",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class FeedViewController: UIViewController {",
        "    @IBOutlet weak var titleLabel: UILabel!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        loadFeed()",
        "    }",
        "",
        "    private func loadFeed() {",
        "        let url = URL(string: \"https://example.com/feed\")!",
        "        URLSession.shared.dataTask(with: url) { data, _, _ in",
        "            DispatchQueue.main.async { self.titleLabel.text = data.map { String(decoding: $0, as: UTF8.self) } }",
        "        }.resume()",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "loadFeed()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter"
          ]
        }
      ]
    },
    {
      "name": "a generic controller with nested types, indented with tabs",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol ItemsService {",
        "\tfunc items() -> [String]",
        "}",
        "",
        "final class ItemsServiceImplementation: ItemsService {",
        "\tfunc items() -> [String] { [\"a\"] }",
        "}",
        "",
        "class ListViewController<Item>: UIViewController {",
        "\tenum Mode { case compact, full }",
        "\tstruct Row { let title: String }",
        "\t@IBOutlet weak var titleLabel: UILabel!",
        "\tprivate let itemsService: ItemsService = ItemsServiceImplementation()",
        "\tvar mode: Mode = .compact",
        "",
        "\toverride func viewDidLoad() {",
        "\t\tsuper.viewDidLoad()",
        "\t\t// Tabs, not spaces.",
        "\t\tlet items = itemsService.items()",
        "\t\ttitleLabel.text = items.first",
        "\t}",
        "",
        "\t@IBAction func closeTapped(_ sender: Any) {",
        "\t\tdismiss(animated: true)",
        "\t}",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "Mode",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "itemsService",
          "destinations": [
            "interactor",
            "assembly"
          ]
        }
      ]
    },
    {
      "name": "an action that sends what the user typed, and shows the outcome",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol FeedbackService {",
        "    func send(_ text: String) -> Bool",
        "}",
        "",
        "final class FeedbackServiceImplementation: FeedbackService {",
        "    func send(_ text: String) -> Bool { !text.isEmpty }",
        "}",
        "",
        "final class FeedbackViewController: UIViewController {",
        "    @IBOutlet weak var messageField: UITextField!",
        "    @IBOutlet weak var statusLabel: UILabel!",
        "    private let feedbackService: FeedbackService = FeedbackServiceImplementation()",
        "",
        "    @IBAction func sendButtonTapped(_ sender: UIButton) {",
        "        let text = messageField.text ?? \"\"",
        "        if feedbackService.send(text) {",
        "            statusLabel.text = \"Sent: \" + text",
        "        } else {",
        "            statusLabel.text = \"Not sent\"",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "sendButtonTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "feedbackService",
          "destinations": [
            "interactor",
            "assembly"
          ]
        }
      ]
    },
    {
      "name": "a notification observer of model changes, block-based",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "extension Notification.Name {",
        "    static let cartDidChange = Notification.Name(\"cartDidChange\")",
        "}",
        "",
        "final class BadgeViewController: UIViewController {",
        "    @IBOutlet weak var badgeLabel: UILabel!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main) { [weak self] notification in",
        "            self?.badgeLabel.text = notification.name.rawValue",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a timer that polls a service through a private helper",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol StatusService {",
        "    func currentStatus() -> String",
        "}",
        "",
        "final class StatusServiceImplementation: StatusService {",
        "    func currentStatus() -> String { \"ok\" }",
        "}",
        "",
        "final class StatusViewController: UIViewController {",
        "    @IBOutlet weak var statusLabel: UILabel!",
        "    private let statusService: StatusService = StatusServiceImplementation()",
        "    private var timer: Timer?",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { [weak self] _ in",
        "            self?.refreshStatus()",
        "        }",
        "    }",
        "",
        "    private func refreshStatus() {",
        "        let status = statusService.currentStatus()",
        "        statusLabel.text = status",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "refreshStatus()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "an if-let around a URLSession call that decodes inside a do/catch",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Todo: Decodable {",
        "    let title: String",
        "}",
        "",
        "final class TodosViewController: UIViewController {",
        "    @IBOutlet weak var titleLabel: UILabel!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        if let url = URL(string: \"https://example.com/todos\") {",
        "            let request = URLRequest(url: url)",
        "            URLSession.shared.dataTask(with: request) { data, _, _ in",
        "                do {",
        "                    let todos = try JSONDecoder().decode([Todo].self, from: data ?? Data())",
        "                    DispatchQueue.main.async {",
        "                        self.titleLabel.text = todos.first?.title",
        "                    }",
        "                } catch {",
        "                }",
        "            }.resume()",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "an internal helper that builds a session, starts a task and resumes it",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Headline: Decodable {",
        "    let title: String",
        "}",
        "",
        "final class HeadlinesViewController: UIViewController {",
        "    @IBOutlet weak var titleLabel: UILabel!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        loadHeadlines()",
        "    }",
        "",
        "    func loadHeadlines() {",
        "        let session = URLSession(configuration: .default)",
        "        let url = URL(string: \"https://example.com/headlines.json\")!",
        "        let task = session.dataTask(with: url) { data, _, _ in",
        "            let headlines = (try? JSONDecoder().decode([Headline].self, from: data ?? Data())) ?? []",
        "            DispatchQueue.main.async {",
        "                self.titleLabel.text = headlines.first?.title",
        "            }",
        "        }",
        "        task.resume()",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "loadHeadlines()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "Combine assign to a label and to the controller's state",
      "wholeScreen": true,
      "input": [
        "import Combine",
        "import UIKit",
        "",
        "struct Forecast {",
        "    let summary: String",
        "}",
        "",
        "protocol WeatherService {",
        "    var summary: AnyPublisher<String?, Never> { get }",
        "    var forecast: AnyPublisher<Forecast?, Never> { get }",
        "}",
        "",
        "final class WeatherServiceImplementation: WeatherService {",
        "    let summarySubject = PassthroughSubject<String?, Never>()",
        "    let forecastSubject = PassthroughSubject<Forecast?, Never>()",
        "    var summary: AnyPublisher<String?, Never> { summarySubject.eraseToAnyPublisher() }",
        "    var forecast: AnyPublisher<Forecast?, Never> { forecastSubject.eraseToAnyPublisher() }",
        "}",
        "",
        "final class WeatherViewController: UIViewController {",
        "    @IBOutlet weak var summaryLabel: UILabel!",
        "    private let weatherService: WeatherService = WeatherServiceImplementation()",
        "    private var cancellables = Set<AnyCancellable>()",
        "    var forecast: Forecast?",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        // The label follows the service.",
        "        weatherService.summary",
        "            .receive(on: DispatchQueue.main)",
        "            .assign(to: \\.text, on: summaryLabel)",
        "            .store(in: &cancellables)",
        "        weatherService.forecast",
        "            .assign(to: \\.forecast, on: self)",
        "            .store(in: &cancellables)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "cancellables",
          "destinations": [
            "interactor",
            "presenter"
          ]
        },
        {
          "member": "forecast",
          "destinations": [
            "presenter"
          ]
        }
      ]
    },
    {
      "name": "a selector-based notification observer whose method reloads from a service",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "extension Notification.Name {",
        "    static let cartDidChange = Notification.Name(\"cartDidChange\")",
        "}",
        "",
        "protocol CartService {",
        "    func itemCount() -> Int",
        "}",
        "",
        "final class CartServiceImplementation: CartService {",
        "    func itemCount() -> Int { 0 }",
        "}",
        "",
        "final class CartBadgeViewController: UIViewController {",
        "    @IBOutlet weak var badgeLabel: UILabel!",
        "    private let cartService: CartService = CartServiceImplementation()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        NotificationCenter.default.addObserver(self, selector: #selector(cartChanged(_:)), name: .cartDidChange, object: nil)",
        "    }",
        "",
        "    @objc private func cartChanged(_ notification: Notification) {",
        "        let count = cartService.itemCount()",
        "        badgeLabel.text = \"\\(count)\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "cartChanged(_:)",
          "destinations": [
            "interactor",
            "presenter",
            "view"
          ]
        }
      ]
    },
    {
      "name": "a timer kept in a property, polling a service, stopped when the screen disappears and in deinit",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol StatusService {",
        "    func currentStatus() -> String",
        "}",
        "",
        "final class StatusServiceImplementation: StatusService {",
        "    func currentStatus() -> String { \"ok\" }",
        "}",
        "",
        "final class StatusViewController: UIViewController {",
        "    @IBOutlet weak var statusLabel: UILabel!",
        "    private let statusService: StatusService = StatusServiceImplementation()",
        "    private var timer: Timer?",
        "",
        "    override func viewWillAppear(_ animated: Bool) {",
        "        super.viewWillAppear(animated)",
        "        timer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { [weak self] _ in",
        "            guard let self = self else { return }",
        "            let status = self.statusService.currentStatus()",
        "            self.statusLabel.text = status",
        "        }",
        "    }",
        "",
        "    override func viewWillDisappear(_ animated: Bool) {",
        "        super.viewWillDisappear(animated)",
        "        timer?.invalidate()",
        "        timer = nil",
        "    }",
        "",
        "    deinit {",
        "        timer?.invalidate()",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewWillAppear(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "viewWillDisappear(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "timer",
          "destinations": [
            "interactor",
            "presenter"
          ]
        },
        {
          "member": "deinit",
          "destinations": [
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "widgets set straight from stored values, and a switch's action saving what the user set on it",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class PreferencesViewController: UIViewController {",
        "    @IBOutlet weak var notificationsSwitch: UISwitch!",
        "    @IBOutlet weak var versionLabel: UILabel!",
        "",
        "    private let defaults = UserDefaults.standard",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        notificationsSwitch.isOn = defaults.bool(forKey: \"notifications\")",
        "        versionLabel.text = Bundle.main.object(forInfoDictionaryKey: \"CFBundleShortVersionString\") as? String",
        "    }",
        "",
        "    @IBAction func notificationsChanged(_ sender: UISwitch) {",
        "        defaults.set(sender.isOn, forKey: \"notifications\")",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "notificationsChanged(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "defaults",
          "destinations": [
            "assembly",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "an RxSwift subscription with success and failure closures, kept in a dispose bag",
      "wholeScreen": true,
      "input": [
        "import RxSwift",
        "import UIKit",
        "",
        "struct Repo {",
        "    let name: String",
        "}",
        "",
        "protocol RepoService {",
        "    func repos(of user: String) -> Observable<[Repo]>",
        "}",
        "",
        "final class RepoServiceImplementation: RepoService {",
        "    func repos(of user: String) -> Observable<[Repo]> { Observable.just([]) }",
        "}",
        "",
        "final class ReposViewController: UIViewController {",
        "    @IBOutlet weak var countLabel: UILabel!",
        "    private let service: RepoService = RepoServiceImplementation()",
        "    private let disposeBag = DisposeBag()",
        "    var user = \"apple\"",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        service.repos(of: user)",
        "            .observe(on: MainScheduler.instance)",
        "            .subscribe(onNext: { [weak self] repos in",
        "                self?.countLabel.text = \"\\(repos.count) repositories\"",
        "            }, onError: { [weak self] error in",
        "                self?.countLabel.text = error.localizedDescription",
        "            })",
        "            .disposed(by: disposeBag)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "disposeBag",
          "destinations": [
            "interactor",
            "presenter"
          ]
        }
      ]
    },
    {
      "name": "a list that loads more as its last row shows, through the loader viewDidLoad also calls",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Story {",
        "    let title: String",
        "}",
        "",
        "protocol StoryService {",
        "    func stories(page: Int, completion: @escaping ([Story]) -> Void)",
        "}",
        "",
        "final class StoryServiceImplementation: StoryService {",
        "    func stories(page: Int, completion: @escaping ([Story]) -> Void) { completion([]) }",
        "}",
        "",
        "final class StoriesViewController: UITableViewController {",
        "    private let service: StoryService = StoryServiceImplementation()",
        "    private var stories: [Story] = []",
        "    private var page = 0",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        loadMore()",
        "    }",
        "",
        "    private func loadMore() {",
        "        service.stories(page: page) { [weak self] stories in",
        "            self?.stories += stories",
        "            self?.tableView.reloadData()",
        "        }",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        stories.count",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = tableView.dequeueReusableCell(withIdentifier: \"StoryCell\", for: indexPath)",
        "        cell.textLabel?.text = stories[indexPath.row].title",
        "        return cell",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {",
        "        if indexPath.row == stories.count - 1 {",
        "            loadMore()",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter"
          ]
        },
        {
          "member": "tableView(_:willDisplay:forRowAt:)",
          "destinations": [
            "adapter",
            "presenter"
          ]
        },
        {
          "member": "loadMore()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a service that reports through a delegate the controller is",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Message {",
        "    let text: String",
        "}",
        "",
        "protocol ChatServiceDelegate: AnyObject {",
        "    func chatService(_ service: ChatService, didReceive message: Message)",
        "}",
        "",
        "final class ChatService {",
        "    weak var delegate: ChatServiceDelegate?",
        "    func connect() {}",
        "    func send(_ text: String) {}",
        "}",
        "",
        "final class ChatViewController: UIViewController, ChatServiceDelegate {",
        "    @IBOutlet private weak var transcriptLabel: UILabel!",
        "    @IBOutlet private weak var inputField: UITextField!",
        "    private let chatService = ChatService()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        chatService.delegate = self",
        "        chatService.connect()",
        "    }",
        "",
        "    @IBAction private func sendTapped(_ sender: UIButton) {",
        "        chatService.send(inputField.text ?? \"\")",
        "        inputField.text = nil",
        "    }",
        "",
        "    func chatService(_ service: ChatService, didReceive message: Message) {",
        "        transcriptLabel.text = (transcriptLabel.text ?? \"\") + \"\\n\" + message.text",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "chatService(_:didReceive:)",
          "destinations": [
            "interactor",
            "presenter",
            "view"
          ]
        }
      ]
    },
    {
      "name": "an async helper a task calls shows its spinner first, then awaits the service in a do/catch",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol InboxAPI {",
        "    func messages(page: Int) async throws -> [String]",
        "}",
        "",
        "final class InboxViewController: UIViewController {",
        "    @IBOutlet weak var spinner: UIActivityIndicatorView!",
        "    @IBOutlet weak var countLabel: UILabel!",
        "    var api: InboxAPI!",
        "    private var page = 0",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        Task { await loadNextPage() }",
        "    }",
        "",
        "    private func loadNextPage() async {",
        "        spinner.startAnimating()",
        "        do {",
        "            let messages = try await api.messages(page: page)",
        "            page += 1",
        "            countLabel.text = \"\\(messages.count)\"",
        "        } catch {",
        "            countLabel.text = error.localizedDescription",
        "        }",
        "        spinner.stopAnimating()",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "loadNextPage()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a private helper a request runs that another method also calls: the interactor takes it, and the view keeps its own for the caller it keeps",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class CartViewController: UIViewController {",
        "    @IBOutlet private weak var countLabel: UILabel!",
        "    private let service = CartService()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        let items = service.fetchItems(path: cartPath())",
        "        countLabel.text = \"\\(items.count) items\"",
        "    }",
        "",
        "    @IBAction func copyPathTapped(_ sender: UIButton) {",
        "        sender.setTitle(cartPath(), for: .normal)",
        "    }",
        "",
        "    private func cartPath() -> String {",
        "        \"carts/current\"",
        "    }",
        "}",
        "",
        "final class CartService {",
        "    func fetchItems(path: String) -> [String] { [] }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "cartPath()",
          "destinations": [
            "view",
            "interactor"
          ]
        },
        {
          "member": "copyPathTapped(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a selector observer of a notification posted off the main thread: the module's observer runs on the main queue, keeps its token and is removed with the module",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class CartStore {",
        "    static let shared = CartStore()",
        "    private(set) var items: [String] = []",
        "    func add(_ item: String) { items.append(item) }",
        "}",
        "",
        "extension Notification.Name {",
        "    static let cartDidChange = Notification.Name(\"cartDidChange\")",
        "}",
        "",
        "final class CartViewController: UIViewController {",
        "    @IBOutlet weak var countLabel: UILabel!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        NotificationCenter.default.addObserver(self, selector: #selector(cartChanged), name: .cartDidChange, object: nil)",
        "    }",
        "",
        "    deinit {",
        "        NotificationCenter.default.removeObserver(self)",
        "    }",
        "",
        "    // The store posts from its sync queue: the selector ran there.",
        "    @objc private func cartChanged(_ notification: Notification) {",
        "        let items = CartStore.shared.items",
        "        countLabel.text = \"\\(items.count) items\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "cartChanged(_:)",
          "destinations": [
            "interactor",
            "presenter",
            "view"
          ]
        },
        {
          "member": "deinit",
          "destinations": [
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "what styles the screen is view code: only the request moves",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ThemeManager {",
        "    static let shared = ThemeManager()",
        "    var accentColor = UIColor.red",
        "    var backgroundColor = UIColor.white",
        "}",
        "",
        "protocol QuoteService {",
        "    func todaysQuote() -> String",
        "}",
        "",
        "final class QuoteViewController: UIViewController {",
        "    @IBOutlet weak var quoteLabel: UILabel!",
        "    var service: QuoteService!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        quoteLabel.textColor = ThemeManager.shared.accentColor",
        "        let quote = service.todaysQuote()",
        "        quoteLabel.text = quote",
        "    }",
        "",
        "    override func viewWillAppear(_ animated: Bool) {",
        "        super.viewWillAppear(animated)",
        "        applyTheme()",
        "    }",
        "",
        "    private func applyTheme() {",
        "        view.backgroundColor = ThemeManager.shared.backgroundColor",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "applyTheme()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "data access outside a lifecycle method: a helper several members call, a delegate callback and viewWillDisappear keep their names and send events; only their data work moves",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class DraftStore {",
        "    static let shared = DraftStore()",
        "    func save(_ text: String, for threadID: Int) {}",
        "    func unreadCount() -> Int { 0 }",
        "}",
        "",
        "protocol EmojiPickerDelegate: AnyObject {",
        "    func emojiPicker(_ picker: UIView, didChoose emoji: String)",
        "}",
        "",
        "final class ReactionClient {",
        "    func react(with emoji: String, to messageID: Int) {}",
        "}",
        "",
        "final class ThreadViewController: UIViewController, EmojiPickerDelegate {",
        "    @IBOutlet weak var badgeLabel: UILabel!",
        "    @IBOutlet weak var draftField: UITextField!",
        "    private let reactions = ReactionClient()",
        "    var threadID = 0",
        "    var pickedMessageID: Int?",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        refreshBadge()",
        "    }",
        "",
        "    override func viewWillDisappear(_ animated: Bool) {",
        "        super.viewWillDisappear(animated)",
        "        let draft = draftField.text ?? \"\"",
        "        DraftStore.shared.save(draft, for: threadID)",
        "    }",
        "",
        "    // Called from two places, so it keeps its name; its data part still leaves the view.",
        "    private func refreshBadge() {",
        "        let count = DraftStore.shared.unreadCount()",
        "        badgeLabel.text = \"\\(count)\"",
        "    }",
        "",
        "    func showDraft(_ text: String) {",
        "        draftField.text = text",
        "        refreshBadge()",
        "    }",
        "",
        "    func emojiPicker(_ picker: UIView, didChoose emoji: String) {",
        "        guard let messageID = pickedMessageID else { return }",
        "        reactions.react(with: emoji, to: messageID)",
        "        picker.isHidden = true",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "refreshBadge()",
          "destinations": [
            "interactor",
            "presenter",
            "view"
          ]
        },
        {
          "member": "viewWillDisappear(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "emojiPicker(_:didChoose:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "showDraft(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "one statement that reads data and draws splits: the reads run in the model, the statement shows what they read (an argument, an assigned value, an if condition)",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class PrivacyStore {",
        "    static let shared = PrivacyStore()",
        "    var blocksTrackers = false",
        "    var hiddenChats: [String] = []",
        "    func summary(for days: Int) -> String { \"\" }",
        "}",
        "",
        "final class PrivacyViewController: UIViewController {",
        "    @IBOutlet weak var trackerSwitch: UISwitch!",
        "    @IBOutlet weak var summaryLabel: UILabel!",
        "    @IBOutlet weak var hiddenButton: UIButton!",
        "    var retentionDays = 30",
        "",
        "    // Each statement reads the store and draws: the reads move, the statements stay to show what they read.",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        trackerSwitch.setOn(PrivacyStore.shared.blocksTrackers, animated: false)",
        "        summaryLabel.text = \"Kept: \" + PrivacyStore.shared.summary(for: retentionDays)",
        "        if PrivacyStore.shared.hiddenChats.isEmpty {",
        "            hiddenButton.isHidden = true",
        "        }",
        "    }",
        "",
        "    @IBAction func trackerSwitchChanged(_ sender: UISwitch) {",
        "        PrivacyStore.shared.blocksTrackers = sender.isOn",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "trackerSwitchChanged(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "the view taking itself off the notification center is not data access: with its keyboard observer, it stays in the view, unreported",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class NoteEditorViewController: UIViewController {",
        "    @IBOutlet weak var textView: UITextView!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),",
        "                                               name: UIResponder.keyboardWillShowNotification, object: nil)",
        "    }",
        "",
        "    // Taking itself off the center's list reads nothing: it stays with the registration, in the view.",
        "    deinit {",
        "        NotificationCenter.default.removeObserver(self)",
        "    }",
        "",
        "    @objc private func keyboardWillShow(_ notification: Notification) {",
        "        textView.contentInset.bottom = 260",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "deinit",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a guard whose data read can end the method takes the code after it along: the read goes to the model, the guard and that code show what it found, so the code still runs only when the guard passes",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class AccountStore {",
        "    static let shared = AccountStore()",
        "    var currentID = 0",
        "}",
        "",
        "final class InboxViewController: UIViewController {",
        "    @IBOutlet weak var tableView: UITableView!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        tableView.reloadData()",
        "    }",
        "",
        "    // The guard reads data and ends the method: the reload after it must run only for the current account.",
        "    @objc func accountChanged(_ notification: Notification) {",
        "        guard AccountStore.shared.currentID == notification.userInfo?[\"id\"] as? Int else { return }",
        "        tableView.reloadData()",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "accountChanged(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a selector observer whose method the view also calls itself: the model observes, and the view's method runs where the notification arrives",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "extension Notification.Name {",
        "    static let eventsDidChange = Notification.Name(\"eventsDidChange\")",
        "}",
        "",
        "final class EventStore {",
        "    static let shared = EventStore()",
        "    var events: [String] = []",
        "}",
        "",
        "final class EventsViewController: UIViewController {",
        "    @IBOutlet weak var countLabel: UILabel!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        NotificationCenter.default.addObserver(self, selector: #selector(updateEvents), name: .eventsDidChange, object: nil)",
        "        updateEvents()",
        "    }",
        "",
        "    @objc func updateEvents() {",
        "        countLabel.text = \"\\(EventStore.shared.events.count)\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "updateEvents()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "data work inside a decision the view makes: the view keeps deciding, and each branch sends an event of its own",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Note {",
        "    let id: Int",
        "}",
        "",
        "final class NoteStore {",
        "    static let shared = NoteStore()",
        "    func pin(_ note: Note) {}",
        "    func unpin(_ note: Note) {}",
        "}",
        "",
        "final class NoteViewController: UIViewController {",
        "    @IBOutlet weak var pinSwitch: UISwitch!",
        "    @IBOutlet weak var statusLabel: UILabel!",
        "    var note: Note?",
        "",
        "    @IBAction func pinChanged(_ sender: UISwitch) {",
        "        if let shown = note {",
        "            if sender.isOn {",
        "                NoteStore.shared.pin(shown)",
        "                statusLabel.text = \"Pinned\"",
        "            } else {",
        "                NoteStore.shared.unpin(shown)",
        "                statusLabel.text = nil",
        "            }",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "pinChanged(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a switch over what the user picked, with a setting saved in each case: the view keeps the switch",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class UnitsViewController: UIViewController {",
        "    @IBOutlet weak var unitControl: UISegmentedControl!",
        "    @IBOutlet weak var hintLabel: UILabel!",
        "",
        "    @IBAction func unitChanged(_ sender: UISegmentedControl) {",
        "        switch sender.selectedSegmentIndex {",
        "        case 0:",
        "            UserDefaults.standard.set(\"metric\", forKey: \"units\")",
        "            hintLabel.text = \"Kilometres\"",
        "        default:",
        "            UserDefaults.standard.set(\"imperial\", forKey: \"units\")",
        "            hintLabel.text = \"Miles\"",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "unitChanged(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a decision that reads data itself is not the view's to keep: the statement stays, and says why",
      "wholeScreen": false,
      "input": [
        "import UIKit",
        "",
        "final class GreetingViewController: UIViewController {",
        "    @IBOutlet weak var greetingLabel: UILabel!",
        "",
        "    @IBAction func refreshTapped(_ sender: UIButton) {",
        "        if UserDefaults.standard.bool(forKey: \"returning\") {",
        "            greetingLabel.text = \"Welcome back\"",
        "            UserDefaults.standard.set(Date(), forKey: \"lastVisit\")",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "refreshTapped(_:)",
          "destinations": [
            "view"
          ],
          "unresolved": true
        }
      ]
    },
    {
      "name": "a guard on a stored setting at the top of an action: the read goes to the model, the guard and the rest of the action show what it found",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ConsentViewController: UIViewController {",
        "    @IBOutlet private weak var statusLabel: UILabel!",
        "    @IBOutlet private weak var loginButton: UIButton!",
        "",
        "    @IBAction func loginTapped(_ sender: Any) {",
        "        guard UserDefaults.standard.bool(forKey: \"termsAccepted\") else {",
        "            statusLabel.text = \"Please accept the terms first\"",
        "            return",
        "        }",
        "        statusLabel.text = \"Signing in\"",
        "        loginButton.isEnabled = false",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "loginTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a model the display code hands whole to another type (a view made for it) reaches the view as the model, not a plain object, and the report says why",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class AccountViewController: UIViewController {",
        "    @IBOutlet private weak var nameLabel: UILabel!",
        "    private let session = SessionStore()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        let user = session.currentUser()",
        "        nameLabel.text = user.name",
        "        let avatar = AvatarView(user: user)",
        "        view.addSubview(avatar)",
        "    }",
        "}",
        "",
        "/// The app's model, store and avatar view, declared in files the migration does not see.",
        "final class User {",
        "    let name: String",
        "",
        "    init(name: String) {",
        "        self.name = name",
        "    }",
        "}",
        "",
        "final class SessionStore {",
        "    func currentUser() -> User {",
        "        User(name: \"Ada\")",
        "    }",
        "}",
        "",
        "final class AvatarView: UIView {",
        "    let user: User",
        "",
        "    init(user: User) {",
        "        self.user = user",
        "        super.init(frame: .zero)",
        "    }",
        "",
        "    required init?(coder: NSCoder) {",
        "        nil",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a background hop whose closure ends with a data call delivering in its own closure: the model makes the hop and the call, and the call's results reach the view",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class MessagesViewController: UIViewController {",
        "    @IBOutlet private weak var tableView: UITableView!",
        "    private var messageList: [String] = []",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        loadFirstMessages()",
        "    }",
        "",
        "    private func loadFirstMessages() {",
        "        DispatchQueue.global(qos: .userInitiated).async {",
        "            let count = UserDefaults.standard.integer(forKey: \"count\")",
        "            MessageStore.shared.messages(count: count) { messages in",
        "                DispatchQueue.main.async {",
        "                    self.messageList = messages",
        "                    self.tableView.reloadData()",
        "                }",
        "            }",
        "        }",
        "    }",
        "}",
        "",
        "/// The app's store, declared in a file the migration does not see.",
        "final class MessageStore {",
        "    static let shared = MessageStore()",
        "    func messages(count: Int, completion: @escaping ([String]) -> Void) { completion([]) }",
        "}"
      ],
      "expect": [
        {
          "member": "loadFirstMessages()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "an observer token the view checks before removing it (if let progressObserver { … }) goes to the model with the observer it keeps: the view's copy would never be set",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ImportViewController: UIViewController {",
        "    @IBOutlet weak var progressLabel: UILabel!",
        "    private var progressObserver: NSObjectProtocol?",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        progressObserver = NotificationCenter.default.addObserver(forName: .importProgress, object: nil, queue: .main) { [weak self] notification in",
        "            let progress = notification.object as? String ?? \"\"",
        "            self?.progressLabel.text = progress",
        "        }",
        "    }",
        "",
        "    @IBAction func cancelTapped(_ sender: UIButton) {",
        "        if let progressObserver {",
        "            NotificationCenter.default.removeObserver(progressObserver)",
        "        }",
        "        progressLabel.text = nil",
        "    }",
        "}",
        "",
        "extension Notification.Name {",
        "    static let importProgress = Notification.Name(\"importProgress\")",
        "}"
      ],
      "expect": [
        {
          "member": "cancelTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "progressObserver",
          "destinations": [
            "interactor",
            "presenter"
          ]
        }
      ]
    },
    {
      "name": "a read through a platform singleton (UserDefaults.standard) of what an extension of the app's declares is typed by that extension",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "extension UserDefaults {",
        "    var showsStatistics: Bool {",
        "        bool(forKey: \"showsStatistics\")",
        "    }",
        "}",
        "",
        "final class ChartViewController: UIViewController {",
        "    @IBOutlet weak var statisticsView: UIView!",
        "",
        "    @IBAction func refreshTapped(_ sender: UIButton) {",
        "        let showsStatistics = UserDefaults.standard.showsStatistics",
        "        statisticsView.isHidden = !showsStatistics",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "refreshTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a ReactiveSwift producer a repository method makes, observed with on(value:): the closure's parameter is the producer's value type, and the request is named for the method",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class SignalProducer<Value, Failure: Error> {",
        "    private let values: [Value]",
        "",
        "    init(_ values: [Value]) {",
        "        self.values = values",
        "    }",
        "",
        "    func on(value: @escaping (Value) -> Void) -> SignalProducer<Value, Failure> {",
        "        values.forEach(value)",
        "        return self",
        "    }",
        "",
        "    func start() {}",
        "}",
        "",
        "struct Profile {",
        "    let name: String",
        "}",
        "",
        "final class ProfileRepository {",
        "    func getProfile() -> SignalProducer<Profile, Never> {",
        "        SignalProducer([Profile(name: \"Ada\")])",
        "    }",
        "}",
        "",
        "final class ProfileViewController: UIViewController {",
        "    @IBOutlet weak var nameLabel: UILabel!",
        "    private let repository = ProfileRepository()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        repository.getProfile().on(value: { [weak self] profile in",
        "            self?.nameLabel.text = profile.name",
        "        }).start()",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "repository",
          "destinations": [
            "assembly",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a local declared with its type and given its value by the data access (let ids: [Int]; ids = store.mediaIDs(…)): the declaration goes to the model with it, and what reads the local shows the results",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol MediaStore {",
        "    func mediaIDs(inChat chatID: Int) -> [Int]",
        "}",
        "",
        "final class GalleryViewController: UIViewController {",
        "    @IBOutlet weak var emptyStateLabel: UILabel!",
        "    private let store: MediaStore",
        "    private let chatID: Int",
        "",
        "    init(store: MediaStore, chatID: Int) {",
        "        self.store = store",
        "        self.chatID = chatID",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) {",
        "        fatalError(\"init(coder:) has not been implemented\")",
        "    }",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        let ids: [Int]",
        "        ids = store.mediaIDs(inChat: chatID)",
        "        emptyStateLabel.isHidden = !ids.isEmpty",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "the controller taking itself off a store's list when it goes (unsubscribe(self), unregister…, remove…Listener) reads no data: the end of its own registration",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class PriceStore {",
        "    static let shared = PriceStore()",
        "    private var listeners: [AnyObject] = []",
        "",
        "    func subscribe(_ listener: AnyObject) { listeners.append(listener) }",
        "    func unsubscribe(_ listener: AnyObject) { listeners.removeAll { $0 === listener } }",
        "}",
        "",
        "final class LivePriceViewController: UIViewController {",
        "    @IBOutlet weak var priceLabel: UILabel!",
        "",
        "    deinit {",
        "        // Off the store's list when the screen goes; the store keeps no dead listeners.",
        "        PriceStore.shared.unsubscribe(self)",
        "    }",
        "",
        "    func show(price: String) {",
        "        priceLabel.text = price",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "deinit",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "show(price:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a service the code makes on the spot (DraftStore()) or reaches as X.shared is no data to hand back: the view would get the store and call it itself, so the statement stays, reported",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class DraftStore {",
        "    func draftCount() -> Int { 2 }",
        "}",
        "",
        "/// The screen's helper from before the module: it is handed the screen and a store.",
        "final class DraftsListHelper {",
        "    init(screen: DraftsViewController, store: DraftStore) {}",
        "}",
        "",
        "final class DraftsViewController: UIViewController {",
        "    @IBOutlet weak var countLabel: UILabel!",
        "    private var helper: DraftsListHelper?",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        countLabel.text = \"Drafts\"",
        "        helper = DraftsListHelper(screen: self, store: DraftStore())",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view"
          ],
          "unresolved": true
        }
      ]
    },
    {
      "name": "a constant a service type declares (static let log) reads none of its data: logging beside a screen update is view code",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class Log {",
        "    func info(_ text: String) {}",
        "}",
        "",
        "final class ChatCache {",
        "    static let log = Log()",
        "    static var unreadCount: Int { 0 }",
        "}",
        "",
        "final class LogoutViewController: UIViewController {",
        "    @IBOutlet weak var statusLabel: UILabel!",
        "",
        "    func signedOut() {",
        "        ChatCache.log.info(\"signed out\")",
        "        statusLabel.text = \"Signed out\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "signedOut()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "taking a token off a notification center (removeObserver(keyboardObserver)) reads no data, whoever registered it",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class PlayerViewController: UIViewController {",
        "    @IBOutlet weak var stateLabel: UILabel!",
        "    private var keyboardObserver: NSObjectProtocol?",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        keyboardObserver = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in",
        "            self?.stateLabel.text = \"Keyboard hidden\"",
        "        }",
        "    }",
        "",
        "    override func viewWillDisappear(_ animated: Bool) {",
        "        super.viewWillDisappear(animated)",
        "        if let keyboardObserver {",
        "            NotificationCenter.default.removeObserver(keyboardObserver)",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewWillDisappear(_:)",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a notification handler that hops to the main queue, stores what it reads in the view's state and shows it: the read runs in the model after the same hop, the view stores what arrives",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ProfileStore {",
        "    static let shared = ProfileStore()",
        "    func displayName(of id: Int) -> String { \"\" }",
        "}",
        "",
        "final class ProfileViewController: UIViewController {",
        "    @IBOutlet weak var nameLabel: UILabel!",
        "    private let profileStore = ProfileStore.shared",
        "    private var profileID = 0",
        "    private var displayName = \"\"",
        "",
        "    @objc func profileDidChange(_ notification: Notification) {",
        "        DispatchQueue.main.async { [weak self] in",
        "            guard let self else { return }",
        "            displayName = self.profileStore.displayName(of: profileID)",
        "            nameLabel.text = displayName",
        "        }",
        "    }",
        "",
        "    @objc func statusDidChange(_ notification: Notification) {",
        "        DispatchQueue.main.async {",
        "            self.nameLabel.isEnabled = self.profileStore.displayName(of: self.profileID).isEmpty == false",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "profileDidChange(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "displayName",
          "destinations": [
            "presenter"
          ]
        },
        {
          "member": "statusDidChange(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a local the data work adds to (total += store.count(of: day)) is the data work's: its declaration goes to the model with the loop, or, when the view also shows it before, it is handed to the model and comes back changed with the results",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ReadingStore {",
        "    static let shared = ReadingStore()",
        "    func count(of day: Int) -> Int { day }",
        "}",
        "",
        "final class ReadingStatsViewController: UIViewController {",
        "    @IBOutlet weak var totalLabel: UILabel!",
        "    private let store = ReadingStore.shared",
        "    private var days = [1, 2, 3]",
        "",
        "    @IBAction func refreshTapped(_ sender: UIButton) {",
        "        var total = 0",
        "        for day in days {",
        "            total += store.count(of: day)",
        "        }",
        "        totalLabel.text = \"\\(total) readings\"",
        "    }",
        "",
        "    @IBAction func addTapped(_ sender: UIButton) {",
        "        var count = days.count",
        "        totalLabel.text = \"Counting \\(count)\"",
        "        for day in days {",
        "            count += store.count(of: day)",
        "        }",
        "        totalLabel.text = \"\\(count) readings\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "refreshTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "addTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "building a UIKit object (an alert with what the store says) is the screen's work even when it touches no field of the controller: it shows the data work's results and never joins it in the model",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class RenewalStore {",
        "    static let shared = RenewalStore()",
        "    func daysLeft(for id: Int) -> Int { id }",
        "}",
        "",
        "final class RenewalViewController: UIViewController {",
        "    @IBOutlet weak var statusLabel: UILabel!",
        "    private let store = RenewalStore.shared",
        "    private var passID = 0",
        "",
        "    @IBAction func checkTapped(_ sender: UIButton) {",
        "        let days = store.daysLeft(for: passID)",
        "        let message = \"\\(days) days left\"",
        "        let alert = UIAlertController(title: \"Renewal\", message: message, preferredStyle: .alert)",
        "        alert.addAction(UIAlertAction(title: \"OK\", style: .default))",
        "        present(alert, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "checkTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "an app's own cell (VoteCell: UITableViewCell) the data work reads stays with the view: no UIKit object is handed to the model, whatever the class is named",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class VoteStore {",
        "    static let shared = VoteStore()",
        "    func upvote(_ postID: Int) -> Int { postID }",
        "}",
        "",
        "final class VoteCell: UITableViewCell {",
        "    var postID = 0",
        "    func showScore(_ score: Int) {}",
        "}",
        "",
        "final class FeedViewController: UIViewController {",
        "    private let voteStore = VoteStore.shared",
        "",
        "    func upvote(_ cell: VoteCell) {",
        "        let score = voteStore.upvote(cell.postID)",
        "        cell.showScore(score)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "upvote(_:)",
          "destinations": [
            "view"
          ],
          "unresolved": true
        }
      ]
    },
    {
      "name": "plain reads in the conditions of an if's else-if chain are lifted like a later condition's: the interactor reads them, the view's command decides on the values",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "extension UserDefaults {",
        "    @objc var isMultiHop: Bool { bool(forKey: \"multiHop\") }",
        "    @objc var isSplitTunnel: Bool { bool(forKey: \"splitTunnel\") }",
        "}",
        "",
        "final class RegionViewController: UIViewController {",
        "    var isPickingExit = false",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        if isPickingExit {",
        "            title = \"Exit region\"",
        "        } else if UserDefaults.standard.isMultiHop {",
        "            title = \"Entry region\"",
        "        } else if UserDefaults.standard.isSplitTunnel {",
        "            title = \"Split region\"",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "code in a completion that opens a screen of the app's own (UpsellViewController().show()) is no model work: the interactor delivers what it read, the view decides on it and the router opens the screen",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class UpsellViewController: UIViewController {",
        "    func show() {",
        "        view.isHidden = false",
        "    }",
        "}",
        "",
        "final class Account {",
        "    let isPremium: Bool",
        "    init(isPremium: Bool) { self.isPremium = isPremium }",
        "}",
        "",
        "final class AccountService {",
        "    func loadAccount(completion: @escaping (Account) -> Void) {",
        "        completion(Account(isPremium: false))",
        "    }",
        "}",
        "",
        "final class StoreViewController: UIViewController {",
        "    @IBOutlet weak var statusLabel: UILabel!",
        "    private let service = AccountService()",
        "",
        "    override func viewDidAppear(_ animated: Bool) {",
        "        super.viewDidAppear(animated)",
        "        service.loadAccount { [weak self] account in",
        "            let premium = account.isPremium",
        "            if !premium {",
        "                UpsellViewController().show()",
        "            }",
        "            self?.statusLabel.text = premium ? \"Premium\" : \"Free\"",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidAppear(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor",
            "router"
          ]
        },
        {
          "member": "service",
          "destinations": [
            "interactor",
            "assembly"
          ]
        }
      ]
    },
    {
      "name": "a closure the screen hands one of its views as a callback (a row's switchToggled, a button's touchUpCallback) is an action: the view keeps the wiring and the closure, which sends an event with what the control hands it; the data work leaves, its display comes back as a command",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ToggleRowView: UIView {",
        "    var switchToggled: ((Bool) -> Void)?",
        "}",
        "",
        "final class ActionButton: UIButton {",
        "    var touchUpCallback: (() -> Void)?",
        "}",
        "",
        "final class PreferencesStore {",
        "    @discardableResult",
        "    func save(_ value: Bool, forKey key: String) -> Bool { true }",
        "    func resetAll() -> Int { 0 }",
        "}",
        "",
        "final class NotificationSettingsViewController: UIViewController {",
        "    @IBOutlet weak var pushRow: ToggleRowView!",
        "    @IBOutlet weak var emailRow: ToggleRowView!",
        "    @IBOutlet weak var resetButton: ActionButton!",
        "    @IBOutlet weak var statusLabel: UILabel!",
        "    private let store = PreferencesStore()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        title = \"Notifications\"",
        "        pushRow.switchToggled = { [weak self] isOn in",
        "            self?.store.save(isOn, forKey: \"push\")",
        "        }",
        "        emailRow.switchToggled = { [weak self] isOn in",
        "            guard let self else { return }",
        "            let saved = self.store.save(isOn, forKey: \"email\")",
        "            self.statusLabel.text = saved ? \"Saved\" : \"Not saved\"",
        "        }",
        "        resetButton.touchUpCallback = { [unowned self] in",
        "            let count = self.store.resetAll()",
        "            self.statusLabel.text = \"\\(count) settings reset\"",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "store",
          "destinations": [
            "interactor",
            "assembly"
          ]
        }
      ]
    },
    {
      "name": "a value a switch case binds (case let .renewed(_, code)) is a local of its block: data work reading it leaves only if the event can pass it typed; here the associated value's type is not read, so the callback stays whole in the view and says why",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "enum RenewalState {",
        "    case none",
        "    case renewed(String, code: String)",
        "}",
        "",
        "final class RenewalBannerView: UIView {",
        "    var state: RenewalState = .none",
        "    var dismissTouchUp: (() -> Void)?",
        "}",
        "",
        "final class RenewalHistoryStore {",
        "    func removeRenewal(code: String) {}",
        "}",
        "",
        "final class PassDetailViewController: UIViewController {",
        "    private let bannerView = RenewalBannerView()",
        "    private let historyStore = RenewalHistoryStore()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        view.addSubview(bannerView)",
        "        bannerView.dismissTouchUp = { [weak self] in",
        "            guard let self = self else { return }",
        "            switch self.bannerView.state {",
        "            case let .renewed(_, code):",
        "                self.historyStore.removeRenewal(code: code)",
        "                self.bannerView.isHidden = true",
        "            default:",
        "                break",
        "            }",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view"
          ],
          "unresolved": true
        },
        {
          "member": "historyStore",
          "destinations": [
            "view",
            "assembly"
          ]
        }
      ]
    },
    {
      "name": "plain property reads in an if's branches are lifted with its condition (the same read once): the interactor reads them all before the view decides; a branch read that could trap when made early (a forced unwrap) keeps the statement whole, its reads asked where they stand",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ProfileStore {",
        "    static let shared = ProfileStore()",
        "    var isPremium = false",
        "    var displayName = \"\"",
        "    var badgeCount = 0",
        "    var nickname: String?",
        "}",
        "",
        "final class ProfileHeaderViewController: UIViewController {",
        "    @IBOutlet weak var nameLabel: UILabel!",
        "    @IBOutlet weak var badgeLabel: UILabel!",
        "    @IBOutlet weak var crownView: UIImageView!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        if ProfileStore.shared.isPremium {",
        "            crownView.isHidden = false",
        "            nameLabel.text = ProfileStore.shared.displayName",
        "            badgeLabel.text = \"\\(ProfileStore.shared.badgeCount)\"",
        "        } else {",
        "            crownView.isHidden = true",
        "            nameLabel.text = ProfileStore.shared.displayName",
        "        }",
        "    }",
        "",
        "    @IBAction func nicknameTapped(_ sender: UIButton) {",
        "        if ProfileStore.shared.isPremium {",
        "            nameLabel.text = ProfileStore.shared.nickname!",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "nicknameTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a case the user picks from an enum's cases (ExportFormat.allCases[index]) is typed by the enum: the event hands it to the data work",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "enum ExportFormat: CaseIterable {",
        "    case pdf",
        "    case csv",
        "}",
        "",
        "final class ExportStore {",
        "    static let shared = ExportStore()",
        "    func export(as format: ExportFormat) {}",
        "}",
        "",
        "final class ExportViewController: UIViewController {",
        "    @IBOutlet weak var statusLabel: UILabel!",
        "",
        "    @IBAction func formatPicked(_ sender: UISegmentedControl) {",
        "        let format = ExportFormat.allCases[sender.selectedSegmentIndex]",
        "        statusLabel.text = \"Exporting \\(format)\"",
        "        ExportStore.shared.export(as: format)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "formatPicked(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a store the controller hands itself to only as the owner of an observation (addObserver(_ owner: AnyObject, block:)): the interactor observes, owning it itself (its guard on the unwrapped self binding self there); handed to the same store elsewhere too (removeObserver(self)), the observation stays in the view, which takes itself off",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct SyncState {",
        "    var title: String",
        "}",
        "",
        "enum FavoritesSort {",
        "    case byName",
        "    case byDate",
        "}",
        "",
        "final class SyncStateStore {",
        "    static let shared = SyncStateStore()",
        "    func addObserver(_ owner: AnyObject, block: @escaping (SyncState) -> Void) {}",
        "}",
        "",
        "final class FavoritesStore {",
        "    static let shared = FavoritesStore()",
        "    func addObserver(_ owner: AnyObject, block: @escaping (FavoritesSort) -> Void) {}",
        "    func removeObserver(_ owner: AnyObject) {}",
        "}",
        "",
        "final class SyncStatusViewController: UIViewController {",
        "    @IBOutlet weak var statusLabel: UILabel!",
        "    @IBOutlet weak var sortLabel: UILabel!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        SyncStateStore.shared.addObserver(self) { [weak self] state in",
        "            guard let strongSelf = self else { return }",
        "            strongSelf.statusLabel.text = state.title",
        "        }",
        "    }",
        "",
        "    override func viewWillAppear(_ animated: Bool) {",
        "        super.viewWillAppear(animated)",
        "        FavoritesStore.shared.addObserver(self) { [weak self] sort in",
        "            self?.sortLabel.text = sort == .byName ? \"Name\" : \"Date\"",
        "        }",
        "    }",
        "",
        "    override func viewWillDisappear(_ animated: Bool) {",
        "        super.viewWillDisappear(animated)",
        "        FavoritesStore.shared.removeObserver(self)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "viewWillAppear(_:)",
          "destinations": [
            "view"
          ],
          "unresolved": true
        }
      ]
    },
    {
      "name": "a value the view waits on, read from the store and returned: the view asks its output, the model answers with the member's statements",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ArchiveStore {",
        "    static let shared = ArchiveStore()",
        "    var names: [String] = []",
        "    func count(in folder: String) -> Int { names.filter { $0.hasPrefix(folder) }.count }",
        "}",
        "",
        "final class ArchiveViewController: UIViewController {",
        "    @IBOutlet weak var countLabel: UILabel!",
        "    @IBOutlet weak var sortSwitch: UISwitch!",
        "",
        "    /// The order the user picked last time.",
        "    private var prefersDescendingSorting: Bool {",
        "        UserDefaults.standard.bool(forKey: \"archive.sortDescending\")",
        "    }",
        "",
        "    private func itemCount(in folder: String) -> Int {",
        "        let count = ArchiveStore.shared.count(in: folder)",
        "        return max(count, 0)",
        "    }",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        sortSwitch.isOn = prefersDescendingSorting",
        "    }",
        "",
        "    @IBAction func folderTapped(_ sender: UIButton) {",
        "        countLabel.text = \"\\(itemCount(in: sender.currentTitle ?? \"\"))\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "prefersDescendingSorting",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "itemCount(in:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "folderTapped(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a value the view waits on, read through a dependency the controller made: the dependency moves to the model with the question",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ReaderSettingsStore {",
        "    var fontSize = 14",
        "    func isNightMode(at hour: Int) -> Bool { hour > 20 }",
        "}",
        "",
        "final class ReaderViewController: UIViewController {",
        "    @IBOutlet weak var textView: UITextView!",
        "    private let settings = ReaderSettingsStore()",
        "",
        "    private var fontSize: Int {",
        "        settings.fontSize",
        "    }",
        "",
        "    private func usesNightMode(at hour: Int) -> Bool {",
        "        return settings.isNightMode(at: hour)",
        "    }",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        textView.font = UIFont.systemFont(ofSize: CGFloat(fontSize))",
        "        textView.backgroundColor = usesNightMode(at: 21) ? .black : .white",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "fontSize",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "usesNightMode(at:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "settings",
          "destinations": [
            "assembly",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a value a method returns, read from the store after checks on the screen: the view keeps the checks and asks its output for the value",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class InboxStore {",
        "    static let shared = InboxStore()",
        "    var unreadCount = 0",
        "    func hint(forFolder index: Int) -> String { \"Folder \\(index)\" }",
        "}",
        "",
        "final class InboxViewController: UIViewController {",
        "    @IBOutlet weak var badgeLabel: UILabel!",
        "",
        "    func badgeText(for control: UIControl) -> String? {",
        "        if control.isHidden {",
        "            return nil",
        "        }",
        "        // Nothing to show until something arrives.",
        "        return InboxStore.shared.unreadCount > 0 ? \"\\(InboxStore.shared.unreadCount)\" : nil",
        "    }",
        "",
        "    func folderHint(for control: UIControl, index: Int) -> String {",
        "        guard control.isEnabled else { return \"\" }",
        "        return InboxStore.shared.hint(forFolder: index)",
        "    }",
        "",
        "    @IBAction func refreshTapped(_ sender: UIButton) {",
        "        badgeLabel.text = badgeText(for: sender)",
        "        badgeLabel.accessibilityHint = folderHint(for: sender, index: sender.tag)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "badgeText(for:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "folderHint(for:index:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "refreshTapped(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a count and a title a table's data source returns, read from the store: the list's manager asks the output, the model answers",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Device {",
        "    let name: String",
        "}",
        "",
        "final class DeviceStore {",
        "    static let shared = DeviceStore()",
        "    var devices: [Device] = []",
        "}",
        "",
        "final class DevicesViewController: UITableViewController {",
        "    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        guard section == 0 else { return 0 }",
        "        return DeviceStore.shared.devices.count",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {",
        "        if tableView.isEditing {",
        "            return nil",
        "        }",
        "        return DeviceStore.shared.devices.isEmpty ? nil : \"Devices\"",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = tableView.dequeueReusableCell(withIdentifier: \"Device\", for: indexPath)",
        "        cell.textLabel?.text = DeviceStore.shared.devices[indexPath.row].name",
        "        return cell",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "tableView(_:numberOfRowsInSection:)",
          "destinations": [
            "adapter",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "tableView(_:titleForHeaderInSection:)",
          "destinations": [
            "adapter",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a row's model a cell reads, bound from the store: the list's manager asks the output for it and draws the cell with what it gets",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Currency {",
        "    let code: String",
        "    let rate: Double",
        "}",
        "",
        "final class RatesStore {",
        "    static let shared = RatesStore()",
        "    var currencies: [Currency] = []",
        "}",
        "",
        "final class CurrenciesViewController: UITableViewController {",
        "    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        return RatesStore.shared.currencies.count",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        // The currency shown on this row.",
        "        let currency = RatesStore.shared.currencies[indexPath.row]",
        "        let cell = tableView.dequeueReusableCell(withIdentifier: \"Rate\", for: indexPath)",
        "        cell.textLabel?.text = currency.code",
        "        cell.detailTextLabel?.text = String(format: \"%.2f\", currency.rate)",
        "        return cell",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "tableView(_:cellForRowAt:)",
          "destinations": [
            "adapter",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "tableView(_:numberOfRowsInSection:)",
          "destinations": [
            "adapter",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a value read from the store that also reads the screen stays in the view, with the reason; a read beside the screen's (the stored zoom times the screen's scale) is asked where it stands",
      "wholeScreen": false,
      "input": [
        "import UIKit",
        "",
        "final class ArchiveStore {",
        "    static let shared = ArchiveStore()",
        "    func count(in folder: String) -> Int { 0 }",
        "}",
        "",
        "final class FolderViewController: UIViewController {",
        "    @IBOutlet weak var folderField: UITextField!",
        "",
        "    private var currentCount: Int {",
        "        ArchiveStore.shared.count(in: folderField.text ?? \"\")",
        "    }",
        "",
        "    private var zoomLevel: Int {",
        "        Int(UIScreen.main.scale) * UserDefaults.standard.integer(forKey: \"zoom\")",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "currentCount",
          "destinations": [
            "view"
          ],
          "unresolved": true
        },
        {
          "member": "zoomLevel",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a method the app adds to every view controller (an extension of UIViewController) is the screen's: data work calling it stays in the view, with the reason; the message, navigation, leaves from its block",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "extension UIViewController {",
        "    func showMessage(_ text: String) {",
        "        let alert = UIAlertController(title: nil, message: text, preferredStyle: .alert)",
        "        present(alert, animated: true)",
        "    }",
        "}",
        "",
        "final class QuotaStore {",
        "    static let shared = QuotaStore()",
        "    var isOverQuota = false",
        "    func startUpload() {}",
        "}",
        "",
        "final class UploadViewController: UIViewController {",
        "    @IBAction func uploadTapped(_ sender: UIButton) {",
        "        if QuotaStore.shared.isOverQuota {",
        "            showMessage(\"You are over your quota\")",
        "        } else {",
        "            QuotaStore.shared.startUpload()",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "uploadTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ],
          "unresolved": true
        }
      ]
    },
    {
      "name": "an initializer that observes the model after super.init sends the view's first event: the model observes, the view's method shows what arrives; a storyboard's init(coder:) keeps its observer, with the reason",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "extension Notification.Name {",
        "    static let downloadsDidChange = Notification.Name(\"downloadsDidChange\")",
        "}",
        "",
        "final class DownloadStore {",
        "    static let shared = DownloadStore()",
        "    func pendingCount() -> Int { 0 }",
        "}",
        "",
        "final class DownloadsViewController: UIViewController {",
        "    private let countLabel = UILabel()",
        "    private let badgeTitle: String",
        "",
        "    init(badgeTitle: String) {",
        "        self.badgeTitle = badgeTitle",
        "        super.init(nibName: nil, bundle: nil)",
        "        NotificationCenter.default.addObserver(self, selector: #selector(downloadsChanged), name: .downloadsDidChange, object: nil)",
        "        title = badgeTitle",
        "    }",
        "",
        "    required init?(coder: NSCoder) {",
        "        self.badgeTitle = \"Downloads\"",
        "        super.init(coder: coder)",
        "        NotificationCenter.default.addObserver(self, selector: #selector(downloadsChanged), name: .downloadsDidChange, object: nil)",
        "    }",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        view.addSubview(countLabel)",
        "    }",
        "",
        "    @objc private func downloadsChanged() {",
        "        countLabel.text = \"\\(DownloadStore.shared.pendingCount()) left\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "init(badgeTitle:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "init(coder:)",
          "destinations": [
            "view"
          ],
          "unresolved": true
        },
        {
          "member": "downloadsChanged()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a local the view binds that its data work reads is typed by what the code says: a comparison or a logical operator gives a Bool (sender.isSelected || maximumAge > 30), a read through an optional chain (profile?.name) the property's type made optional, the standard library's collection API its result (pinnedIDs.firstIndex(of: id) → Int?)",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Profile {",
        "    var name: String",
        "    var isVerified: Bool",
        "}",
        "",
        "final class ProfileStore {",
        "    static let shared = ProfileStore()",
        "    var profile: Profile?",
        "    func refresh(force: Bool) {}",
        "    func remember(name: String?) {}",
        "    func unpin(at position: Int?) {}",
        "}",
        "",
        "final class ProfileViewController: UIViewController {",
        "    @IBOutlet weak var nameLabel: UILabel!",
        "    @IBOutlet weak var badgeView: UIImageView!",
        "    var maximumAge = 60",
        "    var pinnedIDs: [Int] = []",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        if let name = ProfileStore.shared.profile?.name {",
        "            nameLabel.text = name",
        "        }",
        "    }",
        "",
        "    @IBAction func refreshTapped(_ sender: UIButton) {",
        "        let isStale = sender.isSelected || maximumAge > 30",
        "        ProfileStore.shared.refresh(force: isStale)",
        "        badgeView.isHidden = !isStale",
        "    }",
        "",
        "    func show(_ profile: Profile?) {",
        "        let name = profile?.name",
        "        ProfileStore.shared.remember(name: name)",
        "        nameLabel.text = name",
        "    }",
        "",
        "    func unpin(_ id: Int) {",
        "        let position = pinnedIDs.firstIndex(of: id)",
        "        ProfileStore.shared.unpin(at: position)",
        "        badgeView.isHidden = position == nil",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "refreshTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "show(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "unpin(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a statement that reads data and uses a UIKit object the controller does not hold (UIApplication.shared.open) splits like one that draws: the read goes to the model, typed as the framework makes it (URL(string:) and Int(text) may fail), and the view does the rest",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class SupportViewController: UIViewController {",
        "    @IBOutlet weak var versionLabel: UILabel!",
        "",
        "    @IBAction func feedbackTapped(_ sender: UIButton) {",
        "        if let url = URL(string: UserDefaults.standard.string(forKey: \"feedbackURL\") ?? \"\") {",
        "            UIApplication.shared.open(url, options: [:], completionHandler: nil)",
        "        }",
        "    }",
        "",
        "    @IBAction func retryTapped(_ sender: UIButton) {",
        "        let attempts = Int(UserDefaults.standard.string(forKey: \"attempts\") ?? \"\") ?? 1",
        "        versionLabel.text = \"\\(attempts) attempts\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "feedbackTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "retryTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a static method of a type the app declares hands its result to a closure (ForecastService.load(city:) { result in … }): the closure's parameter is typed by that declaration, and what try? result.get() reads is the Result's success type",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Forecast {",
        "    let summary: String",
        "}",
        "",
        "enum ForecastError: Error {",
        "    case offline",
        "}",
        "",
        "final class ForecastService {",
        "    static func load(city: String, completion: @escaping (Result<Forecast, ForecastError>) -> Void) {",
        "        completion(.success(Forecast(summary: \"Sunny\")))",
        "    }",
        "}",
        "",
        "final class ForecastViewController: UIViewController {",
        "    @IBOutlet weak var summaryLabel: UILabel!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        ForecastService.load(city: \"Oslo\") { [weak self] result in",
        "            let forecast = try? result.get()",
        "            self?.summaryLabel.text = forecast?.summary ?? \"Offline\"",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "data work a completion runs after its display (saving what it showed) stays after it: the model reports first, then runs it, as the closure did; data work between two updates of the screen keeps the closure in the view, with the reason",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Article {",
        "    let title: String",
        "}",
        "",
        "protocol NewsService {",
        "    func loadArticles(completion: @escaping ([Article]) -> Void)",
        "}",
        "",
        "final class NewsServiceImplementation: NewsService {",
        "    func loadArticles(completion: @escaping ([Article]) -> Void) { completion([]) }",
        "}",
        "",
        "final class NewsViewController: UIViewController {",
        "    @IBOutlet weak var countLabel: UILabel!",
        "    private let newsService: NewsService = NewsServiceImplementation()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        newsService.loadArticles { [weak self] articles in",
        "            self?.countLabel.text = \"\\(articles.count) articles\"",
        "            UserDefaults.standard.set(articles.count, forKey: \"lastArticleCount\")",
        "        }",
        "    }",
        "",
        "    @IBAction func refreshTapped(_ sender: UIButton) {",
        "        newsService.loadArticles { [weak self] articles in",
        "            self?.countLabel.text = \"\\(articles.count) articles\"",
        "            UserDefaults.standard.set(articles.count, forKey: \"lastArticleCount\")",
        "            self?.title = \"Saved\"",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "refreshTapped(_:)",
          "destinations": [
            "view"
          ],
          "unresolved": true
        }
      ]
    },
    {
      "name": "Foundation's values a request hands back (NSAttributedString, URLRequest) reach the view as they are: plain values, like String and Date, that need no mapping and are not reported",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol TermsService {",
        "    func loadTerms() -> NSAttributedString",
        "    func termsRequest() -> URLRequest",
        "}",
        "",
        "final class TermsServiceImplementation: TermsService {",
        "    func loadTerms() -> NSAttributedString { NSAttributedString(string: \"Terms\") }",
        "    func termsRequest() -> URLRequest { URLRequest(url: URL(fileURLWithPath: \"/terms.html\")) }",
        "}",
        "",
        "final class TermsViewController: UIViewController {",
        "    @IBOutlet weak var termsLabel: UILabel!",
        "    @IBOutlet weak var sourceLabel: UILabel!",
        "    private let termsService: TermsService = TermsServiceImplementation()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        let terms = termsService.loadTerms()",
        "        termsLabel.attributedText = terms",
        "        let request = termsService.termsRequest()",
        "        sourceLabel.text = request.url?.lastPathComponent",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a local naming a shared store (let store = UserDefaults.standard, let center = NotificationCenter.default) leaves with each piece of data work that uses it, which binds its own copy",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ReminderSettingsViewController: UIViewController {",
        "    @IBOutlet weak var hourLabel: UILabel!",
        "    @IBOutlet weak var soundSwitch: UISwitch!",
        "    private var hour = 9",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        let store = UserDefaults.standard",
        "        hour = store.integer(forKey: \"reminderHour\")",
        "        hourLabel.text = \"\\(hour):00\"",
        "    }",
        "",
        "    func startObserving() {",
        "        let center = NotificationCenter.default",
        "        center.addObserver(self, selector: #selector(remindersChanged), name: .init(\"remindersChanged\"), object: nil)",
        "        center.addObserver(self, selector: #selector(calendarChanged), name: .init(\"calendarChanged\"), object: nil)",
        "    }",
        "",
        "    @IBAction func soundChanged(_ sender: UISwitch) {",
        "        let store = UserDefaults.standard",
        "        store.set(sender.isOn, forKey: \"reminderSound\")",
        "        store.set(Date(), forKey: \"reminderEdited\")",
        "    }",
        "",
        "    @objc private func remindersChanged() {",
        "        hourLabel.textColor = .red",
        "    }",
        "",
        "    @objc private func calendarChanged() {",
        "        hourLabel.textColor = .blue",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "startObserving()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "soundChanged(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a screen that stops observing through a local naming the center keeps its selector observers, and the local alone reads no data",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class InboxViewController: UIViewController {",
        "    @IBOutlet weak var countLabel: UILabel!",
        "",
        "    override func viewWillAppear(_ animated: Bool) {",
        "        super.viewWillAppear(animated)",
        "        let center = NotificationCenter.default",
        "        center.addObserver(self, selector: #selector(inboxChanged), name: .init(\"inboxChanged\"), object: nil)",
        "        center.addObserver(self, selector: #selector(keyboardShown(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)",
        "    }",
        "",
        "    override func viewWillDisappear(_ animated: Bool) {",
        "        super.viewWillDisappear(animated)",
        "        let center = NotificationCenter.default",
        "        center.removeObserver(self)",
        "    }",
        "",
        "    @objc private func inboxChanged() {",
        "        countLabel.text = \"new\"",
        "    }",
        "",
        "    @objc private func keyboardShown(_ notification: Notification) {",
        "        view.frame.origin.y = -120",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewWillAppear(_:)",
          "destinations": [
            "view"
          ],
          "unresolved": true
        },
        {
          "member": "viewWillDisappear(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "observers registered through a local naming the center stay when the screen stops observing through the center itself",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class InboxViewController: UIViewController {",
        "    @IBOutlet weak var countLabel: UILabel!",
        "",
        "    override func viewWillAppear(_ animated: Bool) {",
        "        super.viewWillAppear(animated)",
        "        let center = NotificationCenter.default",
        "        center.addObserver(self, selector: #selector(inboxChanged), name: .init(\"inboxChanged\"), object: nil)",
        "        center.addObserver(self, selector: #selector(keyboardShown(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)",
        "    }",
        "",
        "    override func viewWillDisappear(_ animated: Bool) {",
        "        super.viewWillDisappear(animated)",
        "        NotificationCenter.default.removeObserver(self)",
        "    }",
        "",
        "    @objc private func inboxChanged() {",
        "        countLabel.text = \"new\"",
        "    }",
        "",
        "    @objc private func keyboardShown(_ notification: Notification) {",
        "        view.frame.origin.y = -120",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewWillAppear(_:)",
          "destinations": [
            "view"
          ],
          "unresolved": true
        },
        {
          "member": "viewWillDisappear(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "reads inside the statements of a member that answers its caller (a badge it builds, a text field's answer) are asked where they stand: the model answers each, and a value returned never becomes an event",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class TunnelStore {",
        "    static let shared = TunnelStore()",
        "    var isMultiHop = false",
        "    var favoriteIDs: [Int] = []",
        "",
        "    func isFavorite(_ id: Int) -> Bool { favoriteIDs.contains(id) }",
        "    func title(of id: Int) -> String { \"Tunnel \\(id)\" }",
        "}",
        "",
        "final class TunnelPickerViewController: UIViewController, UITextFieldDelegate {",
        "    @IBOutlet weak var badgeStack: UIStackView!",
        "",
        "    func makeBadge(for id: Int) -> UILabel {",
        "        let badge = UILabel()",
        "        badge.isHidden = !TunnelStore.shared.isMultiHop",
        "        if TunnelStore.shared.isFavorite(id) {",
        "            badge.text = TunnelStore.shared.title(of: id)",
        "        }",
        "        return badge",
        "    }",
        "",
        "    func textFieldShouldReturn(_ textField: UITextField) -> Bool {",
        "        guard let text = textField.text, let id = Int(text) else { return false }",
        "        badgeStack.addArrangedSubview(makeBadge(for: id))",
        "        return TunnelStore.shared.isFavorite(id)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "makeBadge(for:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "textFieldShouldReturn(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "data a member that answers its caller changes in place (favoriteIDs.append) is no read to ask: the member stays in the view, reported",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class TunnelStore {",
        "    static let shared = TunnelStore()",
        "    var favoriteIDs: [Int] = []",
        "}",
        "",
        "final class TunnelListViewController: UIViewController {",
        "    @IBOutlet weak var countLabel: UILabel!",
        "",
        "    func markFavorite(_ id: Int) -> Bool {",
        "        TunnelStore.shared.favoriteIDs.append(id)",
        "        countLabel.text = \"\\(id)\"",
        "        return true",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "markFavorite(_:)",
          "destinations": [
            "view"
          ],
          "unresolved": true
        }
      ]
    },
    {
      "name": "Foundation's reads have known types (UserDefaults.bool(forKey:) is a Bool, a URL's path component a String, text joined to a literal a String): the model answers them where they stand",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ExportViewController: UIViewController {",
        "    @IBOutlet weak var nameLabel: UILabel!",
        "",
        "    func makeTitle(for name: String) -> String {",
        "        let title = name + \" (\" + UserDefaults.standard.string(forKey: \"suffix\")! + \")\"",
        "        nameLabel.isHidden = !UserDefaults.standard.bool(forKey: \"showsNames\")",
        "        return title",
        "    }",
        "",
        "    func exportURL() -> URL {",
        "        nameLabel.text = FileManager.default.temporaryDirectory.lastPathComponent",
        "        return FileManager.default.temporaryDirectory.appendingPathComponent(\"export.csv\")",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "makeTitle(for:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "exportURL()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a method whose data work cannot leave as an event (it draws on a control it is handed) still has its reads answered by the model where they stand, and is no longer reported",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class NotesStore {",
        "    static let shared = NotesStore()",
        "    func title(for id: Int) -> String { \"Note \\(id)\" }",
        "    func isPinned(_ id: Int) -> Bool { id == 1 }",
        "}",
        "",
        "final class NoteActionsViewController: UIViewController {",
        "    @IBOutlet weak var stackView: UIStackView!",
        "",
        "    func configure(_ button: UIButton, for id: Int) {",
        "        let title = NotesStore.shared.title(for: id)",
        "        button.setTitle(title, for: .normal)",
        "        button.isSelected = NotesStore.shared.isPinned(id)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "configure(_:for:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a dependency whose every use in the view the model now answers leaves the view with them: the interactor holds it",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class NotesStore {",
        "    static let shared = NotesStore()",
        "    func title(for id: Int) -> String { \"Note \\(id)\" }",
        "    func isPinned(_ id: Int) -> Bool { id == 1 }",
        "}",
        "",
        "final class NoteActionsViewController: UIViewController {",
        "    @IBOutlet weak var stackView: UIStackView!",
        "    private let store = NotesStore()",
        "",
        "    func configure(_ button: UIButton, for id: Int) {",
        "        let title = store.title(for: id)",
        "        button.setTitle(title, for: .normal)",
        "        button.isSelected = store.isPinned(id)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "store",
          "destinations": [
            "interactor",
            "assembly"
          ]
        },
        {
          "member": "configure(_:for:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a local function the data work calls goes with it, and a parameter of it named like a member hides the member only inside it",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Note {",
        "    let title: String",
        "    let pinned: Bool",
        "}",
        "",
        "final class NoteStore {",
        "    func notes() -> [Note] { [] }",
        "}",
        "",
        "final class NotesViewController: UIViewController {",
        "    @IBOutlet weak var summaryLabel: UILabel!",
        "    private let store: NoteStore",
        "",
        "    init(store: NoteStore) {",
        "        self.store = store",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) {",
        "        fatalError(\"init(coder:) has not been implemented\")",
        "    }",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        // The helper's parameter shares the member's name; below it, `store` is the member again.",
        "        func pinnedCount(in notes: [Note], store: NoteStore) -> Int {",
        "            notes.filter(\\.pinned).count",
        "        }",
        "        let notes = store.notes()",
        "        summaryLabel.text = \"\\(pinnedCount(in: notes, store: store)) pinned\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "store",
          "destinations": [
            "view",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "analytics the screen reports (Analytics.shared.track, a tracker type's static call, an injected tracker) is the model's work, not the view's: the interactor tracks, and an action that also navigates keeps its order (tracked, then routed)",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class Analytics {",
        "    static let shared = Analytics()",
        "    func track(_ event: String, properties: [String: String] = [:]) {}",
        "}",
        "",
        "enum SignupTracker {",
        "    static func trackFormShown(step: Int) {}",
        "}",
        "",
        "final class EventTracker {",
        "    func log(_ name: String) {}",
        "}",
        "",
        "final class PlanPickerViewController: UIViewController {",
        "    var selectedPlan = \"\"",
        "}",
        "",
        "final class SignupViewController: UIViewController {",
        "    @IBOutlet weak var stepLabel: UILabel!",
        "    private let tracker: EventTracker",
        "    private var step = 1",
        "",
        "    init(tracker: EventTracker) {",
        "        self.tracker = tracker",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) {",
        "        fatalError(\"init(coder:) has not been implemented\")",
        "    }",
        "",
        "    override func viewDidAppear(_ animated: Bool) {",
        "        super.viewDidAppear(animated)",
        "        stepLabel.text = \"Step \\(step)\"",
        "        SignupTracker.trackFormShown(step: step)",
        "    }",
        "",
        "    @IBAction func choosePlanTapped(_ sender: UIButton) {",
        "        Analytics.shared.track(\"choose_plan_tapped\", properties: [\"step\": \"\\(step)\"])",
        "        let picker = PlanPickerViewController()",
        "        navigationController?.pushViewController(picker, animated: true)",
        "    }",
        "",
        "    @IBAction func helpTapped(_ sender: UIButton) {",
        "        tracker.log(\"help_opened\")",
        "        stepLabel.text = \"Need help? Tap a plan to see what it includes.\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidAppear(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "choosePlanTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor",
            "router"
          ]
        },
        {
          "member": "helpTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "tracker",
          "destinations": [
            "view",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a property the dependency's app base class declares (a generic BaseRepository's currentUserId) is typed from that class: the model answers the read the decision makes",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "class BaseRepository<Local> {",
        "    var currentUserId: String? { nil }",
        "}",
        "",
        "final class UserRepository: BaseRepository<Int> {}",
        "",
        "final class ProfileViewController: UIViewController {",
        "    @IBOutlet weak var editButton: UIButton!",
        "    private let userRepository = UserRepository()",
        "    var ownerId: String?",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        if ownerId == userRepository.currentUserId {",
        "            editButton.isHidden = false",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "userRepository",
          "destinations": [
            "interactor",
            "assembly"
          ]
        }
      ]
    },
    {
      "name": "a helper returning what the store says of values the screen keeps asks the model, handing those values with the question",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ContactStore {",
        "    func isVerified(_ id: Int) -> Bool { true }",
        "}",
        "",
        "final class GroupViewController: UIViewController {",
        "    private let store: ContactStore",
        "    private var memberIds: [Int] = []",
        "    @IBOutlet private weak var badge: UILabel!",
        "",
        "    init(store: ContactStore, memberIds: [Int]) {",
        "        self.store = store",
        "        self.memberIds = memberIds",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) { nil }",
        "",
        "    private func allMembersVerified() -> Bool {",
        "        for id in memberIds where !store.isVerified(id) {",
        "            return false",
        "        }",
        "        return true",
        "    }",
        "",
        "    @IBAction func showBadge(_ sender: Any) {",
        "        badge.isHidden = !allMembersVerified()",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "memberIds",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "allMembersVerified()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "showBadge(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a read in a condition of a table's footer that takes a value the screen keeps is asked where it stands, handed that value",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ChatStore {",
        "    func isSavedMessages(_ chatId: Int) -> Bool { false }",
        "}",
        "",
        "final class TimerOptionsViewController: UITableViewController {",
        "    private let store: ChatStore",
        "    private let chatId: Int",
        "    private let options = [60, 3600, 86400]",
        "",
        "    init(store: ChatStore, chatId: Int) {",
        "        self.store = store",
        "        self.chatId = chatId",
        "        super.init(style: .grouped)",
        "    }",
        "",
        "    required init?(coder: NSCoder) { nil }",
        "",
        "    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        options.count",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
        "        navigationController?.popViewController(animated: true)",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {",
        "        // \"Every member of the chat\" reads oddly for the saved messages.",
        "        if !store.isSavedMessages(chatId) {",
        "            return \"Messages disappear for every member of the chat.\"",
        "        }",
        "        return nil",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "chatId",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "tableView(_:titleForFooterInSection:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a tracking call that reads a getter worked out from the screen's state takes the getter's value from the view",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class EventTracker {",
        "    static let shared = EventTracker()",
        "    func track(_ event: String, properties: [String: String]) {}",
        "}",
        "",
        "final class ReviewPromptViewController: UIViewController {",
        "    @IBOutlet private weak var titleLabel: UILabel!",
        "    var chapterTitle: String?",
        "",
        "    // Where the prompt was shown, as every event of this screen reports it.",
        "    private var trackingProperties: [String: String] {",
        "        guard let chapterTitle else { return [:] }",
        "        return [\"chapter\": chapterTitle]",
        "    }",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        titleLabel.text = \"Enjoying the book?\"",
        "    }",
        "",
        "    @IBAction private func notNowTapped(_ sender: UIButton) {",
        "        EventTracker.shared.track(\"review_prompt_dismissed\", properties: trackingProperties)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "trackingProperties",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "notNowTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a control made and configured in one expression (UISwitch().then { … }, the Then package's idiom) is the screen's: the handler's choice of which switch changed stays in the view, and each branch's write leaves with the value the switch shows",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol Then {}",
        "",
        "extension Then where Self: AnyObject {",
        "    func then(_ configure: (Self) -> Void) -> Self {",
        "        configure(self)",
        "        return self",
        "    }",
        "}",
        "",
        "extension UISwitch: Then {}",
        "",
        "final class ReadingSettingsViewController: UITableViewController {",
        "    private let nightModeSwitch = UISwitch().then {",
        "        $0.onTintColor = .systemGreen",
        "    }",
        "    private let largeTextSwitch = UISwitch().then {",
        "        $0.onTintColor = .systemGreen",
        "    }",
        "",
        "    @objc func switchChanged(_ sender: UISwitch) {",
        "        if sender == nightModeSwitch {",
        "            UserDefaults.standard.set(sender.isOn, forKey: \"nightMode\")",
        "        } else if sender == largeTextSwitch {",
        "            UserDefaults.standard.set(sender.isOn, forKey: \"largeText\")",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "nightModeSwitch",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "switchChanged(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a value the method works out before its data call (a ternary between two texts, a switch expression, an array mapped to the app's values) is typed by what its branches or its closure give, and travels with the request",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Participant {",
        "    let name: String",
        "}",
        "",
        "enum ChatKind {",
        "    case single, group, channel",
        "}",
        "",
        "final class ChatStore {",
        "    static let shared = ChatStore()",
        "    func leave(_ chatId: Int, saying text: String) {}",
        "    func mute(_ chatId: Int, hours: Int) {}",
        "    func invite(_ participants: [Participant], to chatId: Int) {}",
        "}",
        "",
        "final class ChatInfoViewController: UIViewController {",
        "    @IBOutlet weak var muteSwitch: UISwitch!",
        "    var chatId = 0",
        "    var kind = ChatKind.single",
        "    var pickedNames: [String] = []",
        "",
        "    @IBAction func leaveTapped(_ sender: UIButton) {",
        "        let farewell = kind == .group ? \"Left the group\" : \"Left the chat\"",
        "        muteSwitch.isEnabled = false",
        "        ChatStore.shared.leave(chatId, saying: farewell)",
        "    }",
        "",
        "    @IBAction func muteTapped(_ sender: UIButton) {",
        "        let hours = switch kind {",
        "        case .single: 1",
        "        case .group: 8",
        "        case .channel: 24",
        "        }",
        "        muteSwitch.isOn = true",
        "        ChatStore.shared.mute(chatId, hours: hours)",
        "    }",
        "",
        "    @IBAction func inviteTapped(_ sender: UIButton) {",
        "        let participants = pickedNames.map { Participant(name: $0) }",
        "        muteSwitch.isEnabled = false",
        "        ChatStore.shared.invite(participants, to: chatId)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "leaveTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "muteTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "inviteTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a selector observer registered under a local naming the controller (weak var weakSelf = self, then addObserver(weakSelf as Any, …)) is the controller's, as with self: the model observes, and the local, which nothing the view keeps reads, leaves with the registration",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "extension Notification.Name {",
        "    static let paletteDidChange = Notification.Name(\"paletteDidChange\")",
        "}",
        "",
        "final class PaletteStore {",
        "    static let shared = PaletteStore()",
        "    var accentName = \"blue\"",
        "}",
        "",
        "final class ProfileHeaderViewController: UIViewController {",
        "    @IBOutlet weak var accentLabel: UILabel!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        accentLabel.text = \"Accent\"",
        "        weak var weakSelf = self",
        "        NotificationCenter.default.addObserver(weakSelf as Any, selector: #selector(paletteChanged), name: .paletteDidChange, object: nil)",
        "    }",
        "",
        "    @objc private func paletteChanged() {",
        "        let accent = PaletteStore.shared.accentName",
        "        accentLabel.text = \"Accent: \\(accent)\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "paletteChanged()",
          "destinations": [
            "interactor",
            "presenter",
            "view"
          ]
        }
      ]
    },
    {
      "name": "values a request's closure works out with a cast and its fallback (info[\"headline\"] as? String ?? \"Welcome\") or by trimming text are typed from that code, so the screen is handed them as text",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class BannerService {",
        "    static let shared = BannerService()",
        "    func loadBanner(completion: @escaping ([String: Any]) -> Void) {",
        "        completion([\"headline\": \"Spring sale\", \"author\": \" Ann \"])",
        "    }",
        "}",
        "",
        "final class BannerViewController: UIViewController {",
        "    @IBOutlet weak var headlineLabel: UILabel!",
        "    @IBOutlet weak var authorLabel: UILabel!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        BannerService.shared.loadBanner { [weak self] info in",
        "            // A cast with a fallback is the cast's type; text trimmed is text.",
        "            let headline = info[\"headline\"] as? String ?? \"Welcome\"",
        "            let author = (info[\"author\"] as? String ?? \"\").trimmingCharacters(in: .whitespaces)",
        "            self?.headlineLabel.text = headline",
        "            self?.authorLabel.text = author",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "state the app keeps on a type of its own (a stored static var: ReaderPreferences.fontSize) is the model's, read or changed: drawing it is a request, changing it an action's request, and a value worked out from it (fontSize + 1) or an enum it holds (static var theme = Theme.light, nested in its type) is typed for the view",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "/// What the app remembers between screens, kept on the type itself.",
        "final class ReaderPreferences {",
        "    enum Theme: String {",
        "        case light, sepia, dark",
        "    }",
        "",
        "    static var theme = Theme.light",
        "    static var fontSize = 17",
        "}",
        "",
        "final class ReaderSettingsViewController: UIViewController {",
        "    @IBOutlet weak var themeLabel: UILabel!",
        "    @IBOutlet weak var fontSizeLabel: UILabel!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        fontSizeLabel.text = \"\\(ReaderPreferences.fontSize) pt\"",
        "    }",
        "",
        "    @IBAction func biggerTapped(_ sender: Any) {",
        "        let size = ReaderPreferences.fontSize + 1",
        "        ReaderPreferences.fontSize = size",
        "        fontSizeLabel.text = \"\\(size) pt\"",
        "    }",
        "",
        "    @IBAction func darkTapped(_ sender: Any) {",
        "        ReaderPreferences.theme = .dark",
        "        UserDefaults.standard.set(\"dark\", forKey: \"readerTheme\")",
        "        let theme = ReaderPreferences.theme",
        "        themeLabel.text = theme.rawValue",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "biggerTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "darkTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a do/catch that saves, updates the screen, then announces the change (a notification, an analytics event): the interactor runs it all in order, delivering where the screen was updated, so what follows the update still runs after it",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "extension Notification.Name {",
        "    static let sortOrderDidChange = Notification.Name(\"sortOrderDidChange\")",
        "}",
        "",
        "final class SortOrderViewController: UIViewController {",
        "    @IBOutlet weak var orderLabel: UILabel!",
        "",
        "    @IBAction func newestFirstTapped(_ sender: Any) {",
        "        save(order: \"newest\")",
        "    }",
        "",
        "    private func save(order: String) {",
        "        do {",
        "            let data = try JSONEncoder().encode([order])",
        "            UserDefaults.standard.set(data, forKey: \"sortOrder\")",
        "            orderLabel.text = order",
        "            NotificationCenter.default.post(name: .sortOrderDidChange, object: nil)",
        "        } catch {",
        "            print(error)",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "save(order:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a dependency handed whole to a helper of the screen (made with the navigation controller) asks nothing of the model, so the helper stays in the view unreported; handed to a worker that runs it, it is data work that moves",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class PhotoStore {",
        "    func recordVisit() {}",
        "}",
        "",
        "final class PhotoPicker: NSObject {",
        "    private let store: PhotoStore",
        "    private weak var navigationController: UINavigationController?",
        "",
        "    init(store: PhotoStore, navigationController: UINavigationController?) {",
        "        self.store = store",
        "        self.navigationController = navigationController",
        "    }",
        "",
        "    func pick() {}",
        "}",
        "",
        "final class PhotoUploader {",
        "    private let store: PhotoStore",
        "",
        "    init(store: PhotoStore) {",
        "        self.store = store",
        "    }",
        "",
        "    func run() {}",
        "}",
        "",
        "final class AlbumViewController: UIViewController {",
        "    private let photoStore = PhotoStore()",
        "    private lazy var picker = PhotoPicker(store: photoStore, navigationController: navigationController)",
        "",
        "    @IBAction func addTapped(_ sender: Any) {",
        "        photoStore.recordVisit()",
        "        picker.pick()",
        "    }",
        "",
        "    @IBAction func uploadTapped(_ sender: Any) {",
        "        let uploader = PhotoUploader(store: photoStore)",
        "        uploader.run()",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "picker",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "uploadTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a service the creator hands over by the protocol it is known by (ReceiptsServiceProtocol) is a dependency like ReceiptsService: the lifecycle-fetch recipe moves the action's call",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol ReceiptsServiceProtocol: AnyObject {",
        "    func deleteAll()",
        "}",
        "",
        "final class ReceiptsViewController: UIViewController {",
        "    @IBOutlet weak var statusLabel: UILabel!",
        "    private let receiptsService: ReceiptsServiceProtocol",
        "",
        "    init(receiptsService: ReceiptsServiceProtocol) {",
        "        self.receiptsService = receiptsService",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) { fatalError(\"init(coder:) has not been implemented\") }",
        "",
        "    @IBAction func clearTapped(_ sender: Any) {",
        "        receiptsService.deleteAll()",
        "        statusLabel.text = \"Cleared\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "clearTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "statusLabel",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "the app's version read from its Info.plist is a constant the build wrote, not the model's data: the lifecycle-fetch recipe leaves it to the view",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class AboutViewController: UIViewController {",
        "    @IBOutlet weak var versionLabel: UILabel!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        let version = Bundle.main.object(forInfoDictionaryKey: \"CFBundleShortVersionString\") as? String ?? \"?\"",
        "        versionLabel.text = \"Version \\(version)\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a request whose subscription the controller keeps in a composite disposable",
      "wholeScreen": true,
      "input": [
        "import RxSwift",
        "import UIKit",
        "",
        "protocol InboxService {",
        "    func markAllRead() -> Observable<Void>",
        "}",
        "",
        "final class InboxServiceImplementation: InboxService {",
        "    func markAllRead() -> Observable<Void> { Observable.just(()) }",
        "}",
        "",
        "final class InboxViewController: UIViewController {",
        "    private let service: InboxService = InboxServiceImplementation()",
        "    private let subscriptions = CompositeDisposable()",
        "",
        "    @IBAction func markAllReadTapped(_ sender: UIButton) {",
        "        subscriptions.insert(service.markAllRead().subscribe())",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "markAllReadTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "subscriptions",
          "destinations": [
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a request handed the value the user set on a control of the app's own",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class RatingControl: UIView {",
        "    var rating: Int = 0",
        "}",
        "",
        "protocol ReviewService {",
        "    func submit(rating: Int)",
        "}",
        "",
        "final class ReviewServiceImplementation: ReviewService {",
        "    func submit(rating: Int) {}",
        "}",
        "",
        "final class ReviewViewController: UIViewController {",
        "    @IBOutlet weak var ratingControl: RatingControl!",
        "    private let reviewService: ReviewService = ReviewServiceImplementation()",
        "",
        "    @IBAction func submitTapped(_ sender: UIButton) {",
        "        reviewService.submit(rating: ratingControl.rating)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "submitTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a setting saved from the row the user picked",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol PreferencesStore {",
        "    func saveReminderCount(_ count: Int)",
        "}",
        "",
        "final class PreferencesStoreImplementation: PreferencesStore {",
        "    func saveReminderCount(_ count: Int) {}",
        "}",
        "",
        "final class RemindersViewController: UIViewController {",
        "    @IBOutlet weak var countPicker: UIPickerView!",
        "    private let preferencesStore: PreferencesStore = PreferencesStoreImplementation()",
        "",
        "    @IBAction func doneTapped(_ sender: UIButton) {",
        "        let count = countPicker.selectedRow(inComponent: 0) + 1",
        "        preferencesStore.saveReminderCount(count)",
        "        view.endEditing(false)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "doneTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a setting read by a call whose result the statement assigns to",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol ClockSettingsStore {",
        "    var showsSeconds: Bool { get }",
        "}",
        "",
        "final class ClockSettingsStoreImplementation: ClockSettingsStore {",
        "    var showsSeconds = true",
        "}",
        "",
        "final class ClockViewController: UIViewController {",
        "    @IBOutlet weak var clockView: UIView!",
        "    private let settingsStore: ClockSettingsStore = ClockSettingsStoreImplementation()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        clockView.heightAnchor.constraint(equalToConstant: settingsStore.showsSeconds ? 80 : 60).isActive = true",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a setting read through a service a type keeps in a constant",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class EditorPreferencesStorage {",
        "    var fontSize: Int { UserDefaults.standard.integer(forKey: \"fontSize\") }",
        "}",
        "",
        "enum Preferences {",
        "    static let editor = EditorPreferencesStorage()",
        "}",
        "",
        "final class PreviewView: UIView {",
        "    func setUp(fontSize: Int) {}",
        "}",
        "",
        "final class EditorSettingsViewController: UIViewController {",
        "    @IBOutlet weak var previewView: PreviewView!",
        "",
        "    override func viewDidAppear(_ animated: Bool) {",
        "        super.viewDidAppear(animated)",
        "        previewView.setUp(fontSize: Preferences.editor.fontSize)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidAppear(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a setting read by the closure that builds a lazy view",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class WallpaperViewController: UIViewController {",
        "    private lazy var backgroundView: UIImageView = {",
        "        let imageView = UIImageView()",
        "        if let name = UserDefaults.standard.string(forKey: \"backgroundImageName\") {",
        "            imageView.image = UIImage(named: name)",
        "        } else {",
        "            imageView.backgroundColor = .white",
        "        }",
        "        return imageView",
        "    }()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        view.addSubview(backgroundView)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "backgroundView",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    }
  ]
}
"""#),
        ("module-input.json", #"""
{
  "id": "module-input",
  "title": "Module input",
  "source": "book-of-viper/russian-module-transitions.md, russian-code-style.md — ModuleInput (configureWithPostId:)",
  "matcher": "module-input",
  "summary": "A non-private configuration method that only stores what it is given, in state that only moved code reads, becomes a method of the module's input on the presenter, which takes that state along; the view keeps the method, deprecated, forwarding to the module input so callers still compile. An internal property the controller's creator sets (`detail.book = book`) is module input too: the presenter holds it (`configure(book:)`), the property tells the module input when set, and the display code of the lifecycle method that showed it becomes a view command the presenter calls with its value.",
  "vocabulary": {
    "configurationMethods": [
      "configure*",
      "setup*",
      "setUp*",
      "set*",
      "update*With*",
      "fill*",
      "bind*",
      "apply*"
    ]
  },
  "examples": [
    {
      "name": "a configure method whose value a fetch reads",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol OrderService {",
        "    func orderTitle(id: Int) -> String",
        "}",
        "",
        "final class OrderServiceImplementation: OrderService {",
        "    func orderTitle(id: Int) -> String { \"#\\(id)\" }",
        "}",
        "",
        "final class OrderViewController: UIViewController {",
        "    @IBOutlet weak var titleLabel: UILabel!",
        "    private var orderId = 0",
        "    private let orderService: OrderService = OrderServiceImplementation()",
        "",
        "    func configure(orderId: Int) {",
        "        self.orderId = orderId",
        "    }",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        let title = orderService.orderTitle(id: orderId)",
        "        titleLabel.text = title",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "configure(orderId:)",
          "destinations": [
            "view",
            "presenter"
          ]
        },
        {
          "member": "orderId",
          "destinations": [
            "presenter"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a setter whose state the view still shows stays in the view",
      "wholeScreen": false,
      "input": [
        "import UIKit",
        "",
        "final class BadgeViewController: UIViewController {",
        "    @IBOutlet weak var badgeLabel: UILabel!",
        "    private var count = 0",
        "",
        "    func setCount(_ count: Int) {",
        "        self.count = count",
        "    }",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        badgeLabel.text = String(count)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "setCount(_:)",
          "destinations": [],
          "unresolved": true
        }
      ]
    },
    {
      "name": "a model the opening screen sets by property, shown when the view loads",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Book {",
        "    let title: String",
        "    let author: String",
        "}",
        "",
        "final class BookViewController: UIViewController {",
        "    @IBOutlet weak var titleLabel: UILabel!",
        "    @IBOutlet weak var authorLabel: UILabel!",
        "",
        "    var book: Book!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        titleLabel.text = book.title",
        "        authorLabel.text = \"by \" + book.author",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "book",
          "destinations": [
            "view",
            "presenter"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter"
          ]
        }
      ]
    }
  ]
}
"""#),
        ("module-output.json", #"""
{
  "id": "module-output",
  "title": "Module output",
  "source": "book-of-viper/russian-module-transitions.md, russian-code-style.md — ModuleOutput (didSelectMenuItem:)",
  "matcher": "module-output",
  "summary": "A delegate the controller tells what happened becomes the module's output: each delegate call becomes a view event whose presenter method calls the module output without the controller argument; the controller conforms to the output and forwards to its delegate, and the assembly makes it the presenter's default output, so callers that set the delegate keep working. The delegate or callback is the creator's: a property other code sets, or a private one an initializer stores from its parameters (`init(onDismiss:)`, the closures a coordinator passes); calling such a closure, even one named like UIKit's `dismiss`, is no navigation. Callback closures the controller fires (`onPick?(item)`) become module output methods too (`onPick` → `didPick(_:)`); the controller keeps the closure and calls it as the default output.",
  "vocabulary": {
    "delegateProperties": [
      "delegate",
      "*Delegate"
    ],
    "delegateTypes": [
      "*Delegate"
    ]
  },
  "examples": [
    {
      "name": "a delegate told about a finished edit",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol NoteEditorViewControllerDelegate: AnyObject {",
        "    func noteEditorViewController(_ controller: NoteEditorViewController, didFinishWith text: String)",
        "}",
        "",
        "final class NoteEditorViewController: UIViewController {",
        "    @IBOutlet weak var textField: UITextField!",
        "    weak var delegate: NoteEditorViewControllerDelegate?",
        "",
        "    @IBAction func doneButtonTapped(_ sender: Any) {",
        "        let text = textField.text ?? \"\"",
        "        delegate?.noteEditorViewController(self, didFinishWith: text)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "delegate",
          "destinations": [
            "view",
            "presenter"
          ]
        }
      ]
    },
    {
      "name": "callback closures the controller fires become the module's output",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Item {",
        "    let title: String",
        "}",
        "",
        "final class PickerViewController: UIViewController {",
        "    var onPick: ((Item) -> Void)?",
        "    var onCancel: (() -> Void)?",
        "    private let items = [Item(title: \"One\"), Item(title: \"Two\")]",
        "",
        "    @IBAction func firstTapped(_ sender: Any) {",
        "        onPick?(items[0])",
        "    }",
        "",
        "    @IBAction func cancelTapped(_ sender: Any) {",
        "        onCancel?()",
        "        dismiss(animated: true)",
        "    }",
        "",
        "    func finish(after delay: Double) {",
        "        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in",
        "            self?.onCancel?()",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "onPick",
          "destinations": [
            "view",
            "presenter"
          ]
        },
        {
          "member": "onCancel",
          "destinations": [
            "view",
            "presenter"
          ]
        }
      ]
    },
    {
      "name": "a callback that is not optional or takes its argument inout is called as written; a throwing one stays in the view",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Tally {",
        "    var count = 0",
        "}",
        "",
        "final class TallyViewController: UIViewController {",
        "    let onStep: (inout Tally) -> Void",
        "    let validate: (Tally) throws -> Void",
        "    private var tally = Tally()",
        "",
        "    init(onStep: @escaping (inout Tally) -> Void, validate: @escaping (Tally) throws -> Void) {",
        "        self.onStep = onStep",
        "        self.validate = validate",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) {",
        "        fatalError(\"init(coder:) is not supported\")",
        "    }",
        "",
        "    @IBAction func stepTapped(_ sender: Any) {",
        "        onStep(&tally)",
        "        try? validate(tally)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "onStep",
          "destinations": [
            "view",
            "presenter"
          ]
        },
        {
          "member": "validate",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a callback a table's selection fires: the list's manager reports the event, the view keeps the callback its bridge tells",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "class ThemeChooser: UITableViewController {",
        "    // The opening screen hears the chosen theme; the table's selection reports it.",
        "    var callback: ((String) -> Void)?",
        "    let themes = [\"Light\", \"Dark\"]",
        "",
        "    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        themes.count",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
        "        self.callback?(self.themes[indexPath.row])",
        "        dismiss(animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "callback",
          "destinations": [
            "view",
            "presenter"
          ]
        },
        {
          "member": "themes",
          "destinations": [
            "adapter"
          ]
        },
        {
          "member": "tableView(_:didSelectRowAt:)",
          "destinations": [
            "presenter",
            "view",
            "router",
            "adapter"
          ]
        }
      ]
    },
    {
      "name": "callbacks the initializer stores, private ones too, are the module's output; calling one named like UIKit's (dismiss) is no navigation",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class CheckinViewController: UIViewController {",
        "    private let titleLabel = UILabel()",
        "    private let dismiss: () -> Void",
        "    private let onCheckin: (String) -> Void",
        "",
        "    init(dismiss: @escaping () -> Void, onCheckin: @escaping (String) -> Void) {",
        "        self.dismiss = dismiss",
        "        self.onCheckin = onCheckin",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) { fatalError(\"init(coder:) has not been implemented\") }",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        view.addSubview(titleLabel)",
        "    }",
        "",
        "    @objc func closeTapped() {",
        "        dismiss()",
        "    }",
        "",
        "    @objc func checkinTapped() {",
        "        titleLabel.text = \"Checked in\"",
        "        onCheckin(\"venue\")",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "dismiss",
          "destinations": [
            "view",
            "presenter"
          ]
        },
        {
          "member": "onCheckin",
          "destinations": [
            "view",
            "presenter"
          ]
        },
        {
          "member": "closeTapped()",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "checkinTapped()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a delegate method named like the view's own action gets another name as the module's output, and each overload of a delegate method is an output of its own",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol TokenViewControllerDelegate: AnyObject {",
        "    func goToToken(viewController: TokenViewController)",
        "    func didChange(isHidden: Bool, in viewController: TokenViewController)",
        "    func didChange(amount: Int, in viewController: TokenViewController)",
        "}",
        "",
        "final class TokenViewController: UIViewController {",
        "    weak var delegate: TokenViewControllerDelegate?",
        "",
        "    @objc private func goToToken() {",
        "        delegate?.goToToken(viewController: self)",
        "    }",
        "",
        "    @IBAction func hiddenChanged(_ sender: UISwitch) {",
        "        delegate?.didChange(isHidden: sender.isOn, in: self)",
        "    }",
        "",
        "    @IBAction func amountChanged(_ sender: UIStepper) {",
        "        delegate?.didChange(amount: Int(sender.value), in: self)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "delegate",
          "destinations": [
            "view",
            "presenter"
          ]
        },
        {
          "member": "goToToken()",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "hiddenChanged(_:)",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "amountChanged(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a delegate typed as a composition of the project's protocols ((any EditorDelegate & SharingDelegate)?): each method is found in the protocol that declares it",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol EditorDelegate: AnyObject {",
        "    func editorDidFinish(with text: String)",
        "}",
        "",
        "protocol SharingDelegate: AnyObject {",
        "    func editorWantsToShare(_ text: String)",
        "}",
        "",
        "final class EditorViewController: UIViewController {",
        "    @IBOutlet weak var textField: UITextField!",
        "    weak var delegate: (any EditorDelegate & SharingDelegate)?",
        "",
        "    @IBAction func doneTapped(_ sender: Any) {",
        "        delegate?.editorDidFinish(with: textField.text ?? \"\")",
        "    }",
        "",
        "    @IBAction func shareTapped(_ sender: Any) {",
        "        delegate?.editorWantsToShare(textField.text ?? \"\")",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "delegate",
          "destinations": [
            "view",
            "presenter"
          ]
        }
      ]
    },
    {
      "name": "a delegate method that hands over a UIKit object (the bar button a share sheet anchors on) stays the view's call: the presenter tells the module output only what holds no UIKit",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol ReaderDelegate: AnyObject {",
        "    func readerDidClose()",
        "    func readerWantsToShare(_ url: URL, from button: UIBarButtonItem)",
        "}",
        "",
        "final class ReaderViewController: UIViewController {",
        "    @IBOutlet weak var shareButton: UIBarButtonItem!",
        "    weak var delegate: ReaderDelegate?",
        "    var documentURL: URL?",
        "",
        "    @IBAction func closeTapped(_ sender: Any) {",
        "        delegate?.readerDidClose()",
        "    }",
        "",
        "    @IBAction func shareTapped(_ sender: Any) {",
        "        guard let documentURL else { return }",
        "        delegate?.readerWantsToShare(documentURL, from: shareButton)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "delegate",
          "destinations": [
            "view",
            "presenter"
          ]
        },
        {
          "member": "shareTapped(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a static builder's parameter named like the callback property (onSave) is its own closure, not the controller's: its call stays as written while the controller's own call becomes the module's output",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class RenameViewController: UIViewController {",
        "    @IBOutlet weak var nameField: UITextField!",
        "    var onSave: ((String) -> Void)?",
        "",
        "    @IBAction func saveTapped(_ sender: Any) {",
        "        onSave?(nameField.text ?? \"\")",
        "    }",
        "}",
        "",
        "extension RenameViewController {",
        "    static func make(onSave: @escaping (String) -> Void) -> RenameViewController {",
        "        let controller = RenameViewController()",
        "        controller.onSave = { name in",
        "            onSave(name.trimmingCharacters(in: .whitespaces))",
        "        }",
        "        return controller",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "onSave",
          "destinations": [
            "view",
            "presenter"
          ]
        },
        {
          "member": "make(onSave:)",
          "destinations": [
            "view"
          ]
        }
      ]
    }
  ]
}
"""#),
        ("navigation.json", #"""
{
  "id": "navigation",
  "title": "Navigation outside a dispatch",
  "source": "book-of-viper/english-mvc-chainsaw-massacre.md — Transition between modules; russian-code-style.md — RouterInput open…/close…",
  "matcher": "navigation",
  "summary": "Statements that build a screen or an alert and show it, leave the screen, or hand a URL to the system — in an action, a selection, a helper or a lifecycle method — become one router method; the method keeps a call of a view event named for the intent in their place, and the values they read travel as parameters. An alert action that runs logic calls back instead; its code is split like a user's intent (service call to the interactor, screen update to the view). A segue's prepare(for:sender:) branch travels with it as the segue's configuration, the state it reads as the route's values; prepare(for:sender:) keeps a hook that runs it. The segue is named as the code names it: a literal, a constant (`Segue.detail.rawValue`), or a SwiftGen segue performed with the app's `perform(segue:sender:)` and checked as its `rawValue`. Navigation that ends the code showing a request's results (save, then pop) becomes a route the presenter takes after showing them. Self-contained navigation nested in the code that shows a result (`if success { performSegue(…) }`) stays where the view decides it, as an event the presenter answers with the route. A computed property without a setter that the navigation reads is read by the view when it sends the event, and its value travels like state, as does a stored property an app base class declares with its type, when the navigation only reads it (`article.id` of an `ArticleBaseViewController`'s `article`); so does a dependency the screen's creator handed it when the navigation only hands it on to the next screen (`NoteViewController(store: store)`), while one it asks for data (`store.note(id)`) keeps the navigation in the view. The controller handed to an app helper reached through its type at a parameter the helper declares as a view controller (`WebPages.shared.present(url, inController: self)`) is navigation too, as is the controller handed to an app's navigator the screen holds, of a class the project declares (`environment.navigator.navigateTo(order:from: self)`); a delegate's protocol is not one. The controller handed to the next screen as a whole (`detail.delegate = self`, an argument, an element of a list) is the router's transition handler, the same object: the route binds it as the view's own class (`guard let screen = transitionHandler as? CatalogViewController`) and hands over `screen`; `self` kept any other way (in a closure, under another name) keeps the navigation in the view. Navigation inside a decision the view makes (an `if`, a `switch`, a `guard`'s `else`) leaves from its block when the decision cannot move whole: the view keeps deciding, and the block sends the event; a decision that reads data stays with its read reported where it stands. A value the route would read that is UIKit's, or of the app's own classes built on UIKit's (a screen of its own, `AppDelegate`), keeps the navigation in the view. A close or navigation call on a property holding a view of the screen (`hud.dismiss()` of a HUD built on `UIView`), or on a local the method binds to one before it (`cell?.show(text)` of a cell it dequeued), is that view's own (as is `show` of a helper keeping views of its own), and a stored closure the controller calls (`dismiss()` of `let dismiss: () -> Void`) is its creator's: neither navigates. What the app adds to every view controller (an extension of UIViewController) the route reaches through its transition handler, as it reaches UIKit's own; what an app base class declares and the navigation calls or changes it cannot reach, so such navigation stays, with the reason. A call on a property holding a view of the screen is no navigation — a UIKit view, an app class built on one, or a library's class the project does not declare and that is named as no screen or collaborator (`let hud = JGProgressHUD(…)`: `hud.dismiss()` closes the HUD, not the screen). A value the route asks of one of the screen's own methods that answers and changes nothing of the screen (`composer.title = deviceReport()`) is worked out by the view when it sends the event, and travels in its place; one that reads data only where the route asks it unconditionally.",
  "vocabulary": {
    "navigationCalls": [
      "pushViewController",
      "present",
      "show",
      "showDetailViewController",
      "performSegue",
      "setViewControllers"
    ],
    "screenFactories": [
      "instantiateViewController",
      "instantiateInitialViewController",
      "UIStoryboard"
    ],
    "closeCalls": [
      "dismiss",
      "popViewController",
      "popToRootViewController",
      "popToViewController"
    ],
    "externalOpenCalls": [
      "open"
    ]
  },
  "examples": [
    {
      "name": "an action that configures and presents a screen, handing it controller state",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ArticleViewController: UIViewController {",
        "    var articleTitle = \"Chainsaw\"",
        "",
        "    @IBAction func shareButtonTapped(_ sender: UIButton) {",
        "        // Sharing is a screen of its own.",
        "        let share = UIViewController()",
        "        share.title = articleTitle",
        "        share.modalPresentationStyle = .formSheet",
        "        present(share, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "shareButtonTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a selection that pushes a storyboard screen after a guard",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class MenuListViewController: UITableViewController {",
        "    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
        "        tableView.deselectRow(at: indexPath, animated: true)",
        "        guard let detail = storyboard?.instantiateViewController(withIdentifier: \"Detail\") else {",
        "            return",
        "        }",
        "        navigationController?.pushViewController(detail, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "tableView(_:didSelectRowAt:)",
          "destinations": [
            "view",
            "presenter",
            "router",
            "adapter"
          ]
        }
      ]
    },
    {
      "name": "a plain message alert, a close button and a link",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class AboutViewController: UIViewController {",
        "    @IBAction func didTapLicense(_ sender: Any) {",
        "        let alert = UIAlertController(title: \"License\", message: \"MIT\", preferredStyle: .alert)",
        "        alert.addAction(UIAlertAction(title: \"OK\", style: .default))",
        "        present(alert, animated: true)",
        "    }",
        "",
        "    @IBAction func didTapClose(_ sender: Any) {",
        "        dismiss(animated: true)",
        "    }",
        "",
        "    @IBAction func didTapWebsite(_ sender: Any) {",
        "        UIApplication.shared.open(URL(string: \"https://example.com\")!)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "didTapLicense(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "didTapClose(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "didTapWebsite(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "an alert whose action runs a service call and updates the screen",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol CartService {",
        "    func clear() -> Bool",
        "}",
        "",
        "final class CartServiceImplementation: CartService {",
        "    func clear() -> Bool { true }",
        "}",
        "",
        "final class CartViewController: UIViewController {",
        "    @IBOutlet weak var totalLabel: UILabel!",
        "    private let cartService: CartService = CartServiceImplementation()",
        "",
        "    @IBAction func clearTapped(_ sender: Any) {",
        "        let alert = UIAlertController(title: \"Clear the cart?\", message: nil, preferredStyle: .alert)",
        "        alert.addAction(UIAlertAction(title: \"Clear\", style: .destructive) { _ in",
        "            if self.cartService.clear() {",
        "                self.totalLabel.text = \"0\"",
        "            }",
        "        })",
        "        alert.addAction(UIAlertAction(title: \"Cancel\", style: .cancel))",
        "        present(alert, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "clearTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router",
            "interactor"
          ]
        },
        {
          "member": "cartService",
          "destinations": [
            "interactor",
            "assembly"
          ]
        }
      ]
    },
    {
      "name": "navigation that keeps the controller itself under another name stays in the view (the route could not tell which screen the name holds)",
      "wholeScreen": false,
      "input": [
        "import UIKit",
        "",
        "final class PickerHostViewController: UIViewController {",
        "    @IBAction func pick(_ sender: Any) {",
        "        let picker = UIViewController()",
        "        picker.title = self.title",
        "        present(picker, animated: true)",
        "    }",
        "    func useSelf() {",
        "        let host = self",
        "        let other = UIViewController()",
        "        other.parentHost = host",
        "        show(other, sender: host)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "useSelf()",
          "destinations": [],
          "unresolved": true
        }
      ]
    },
    {
      "name": "a screen handed this one as its delegate: the router hands over its transition handler, which is this screen, as the view's own class",
      "className": "CatalogViewController",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol FilterViewControllerDelegate: AnyObject {",
        "    func filterViewController(_ controller: FilterViewController, didPick filter: String)",
        "}",
        "",
        "final class FilterViewController: UIViewController {",
        "    weak var delegate: FilterViewControllerDelegate?",
        "}",
        "",
        "final class CatalogViewController: UIViewController, FilterViewControllerDelegate {",
        "    @IBOutlet weak var filterLabel: UILabel!",
        "",
        "    @IBAction func filterTapped(_ sender: UIBarButtonItem) {",
        "        let filter = FilterViewController()",
        "        filter.delegate = self",
        "        navigationController?.pushViewController(filter, animated: true)",
        "    }",
        "",
        "    func filterViewController(_ controller: FilterViewController, didPick filter: String) {",
        "        filterLabel.text = filter",
        "        navigationController?.popViewController(animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "filterTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a computed property the navigation reads (no setter): the view reads it when it sends the event, and its value travels to the route",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class InviteViewController: UIViewController {",
        "    @IBOutlet weak var emailField: UITextField!",
        "",
        "    var enteredEmail: String {",
        "        emailField.text ?? \"\"",
        "    }",
        "",
        "    @IBAction func shareTapped(_ sender: UIButton) {",
        "        let share = UIActivityViewController(activityItems: [enteredEmail], applicationActivities: nil)",
        "        present(share, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "shareTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a dependency the creator handed the screen, only handed on to the next screen: the view passes its own with the event, and the route builds the next screen with it",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol NotesStore: AnyObject {",
        "    func save(_ text: String)",
        "}",
        "",
        "final class NoteViewController: UIViewController {",
        "    init(store: NotesStore, noteID: Int) {",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) {",
        "        fatalError(\"init(coder:) has not been implemented\")",
        "    }",
        "}",
        "",
        "final class NotesViewController: UIViewController {",
        "    private let store: NotesStore",
        "",
        "    init(store: NotesStore) {",
        "        self.store = store",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) {",
        "        fatalError(\"init(coder:) has not been implemented\")",
        "    }",
        "",
        "    func showNote(id: Int) {",
        "        let note = NoteViewController(store: store, noteID: id)",
        "        navigationController?.pushViewController(note, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "showNote(id:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a dependency the navigation asks for data keeps the navigation in the view: the route would read the model",
      "wholeScreen": false,
      "input": [
        "import UIKit",
        "",
        "protocol NotesStore: AnyObject {",
        "    func title(of id: Int) -> String",
        "}",
        "",
        "final class NotesViewController: UIViewController {",
        "    private let store: NotesStore",
        "",
        "    init(store: NotesStore) {",
        "        self.store = store",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) {",
        "        fatalError(\"init(coder:) has not been implemented\")",
        "    }",
        "",
        "    func showNote(id: Int) {",
        "        let note = UIViewController()",
        "        note.title = store.title(of: id)",
        "        navigationController?.pushViewController(note, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "showNote(id:)",
          "destinations": [],
          "unresolved": true
        }
      ]
    },
    {
      "name": "a segue performed with the controller as its sender",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class HeroesViewController: UIViewController {",
        "    @IBAction func showDetailTapped(_ sender: Any) {",
        "        performSegue(withIdentifier: \"showDetail\", sender: self)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "showDetailTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a segue whose data prepare(for:sender:) hands over",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Track {",
        "    let id: Int",
        "}",
        "",
        "final class TrackViewController: UIViewController {",
        "    var trackId = 0",
        "}",
        "",
        "final class PlaylistViewController: UITableViewController {",
        "    var tracks: [Track] = []",
        "",
        "    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        tracks.count",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        UITableViewCell(style: .default, reuseIdentifier: nil)",
        "    }",
        "",
        "    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
        "        performSegue(withIdentifier: \"showTrack\", sender: tracks[indexPath.row])",
        "    }",
        "",
        "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {",
        "        if segue.identifier == \"showTrack\", let player = segue.destination as? TrackViewController, let track = sender as? Track {",
        "            player.trackId = track.id",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "prepare(for:sender:)",
          "destinations": [
            "view",
            "router"
          ]
        },
        {
          "member": "tableView(_:didSelectRowAt:)",
          "destinations": [
            "adapter",
            "presenter",
            "router"
          ]
        }
      ],
      "className": "PlaylistViewController"
    },
    {
      "name": "a save that pops the screen once its result is shown",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol NotesService {",
        "    func save(_ text: String, completion: @escaping (Bool) -> Void)",
        "}",
        "",
        "final class NotesServiceImplementation: NotesService {",
        "    func save(_ text: String, completion: @escaping (Bool) -> Void) { completion(true) }",
        "}",
        "",
        "final class EditNoteViewController: UIViewController {",
        "    @IBOutlet weak var textField: UITextField!",
        "    @IBOutlet weak var statusLabel: UILabel!",
        "    private let notesService: NotesService = NotesServiceImplementation()",
        "",
        "    @IBAction func saveTapped(_ sender: Any) {",
        "        let text = textField.text ?? \"\"",
        "        notesService.save(text) { [weak self] saved in",
        "            DispatchQueue.main.async {",
        "                self?.statusLabel.text = saved ? \"Saved\" : \"Failed\"",
        "                self?.navigationController?.popViewController(animated: true)",
        "            }",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "saveTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor",
            "router"
          ]
        }
      ]
    },
    {
      "name": "navigation in a branch of the code that shows a result",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol SessionService {",
        "    func signIn(completion: @escaping (Bool) -> Void)",
        "}",
        "",
        "final class SessionServiceImplementation: SessionService {",
        "    func signIn(completion: @escaping (Bool) -> Void) { completion(true) }",
        "}",
        "",
        "final class WelcomeViewController: UIViewController {",
        "    @IBOutlet weak var statusLabel: UILabel!",
        "    private let sessionService: SessionService = SessionServiceImplementation()",
        "",
        "    @IBAction func signInTapped(_ sender: Any) {",
        "        sessionService.signIn { [weak self] success in",
        "            DispatchQueue.main.async {",
        "                if success {",
        "                    self?.performSegue(withIdentifier: \"showHome\", sender: nil)",
        "                } else {",
        "                    self?.statusLabel.text = \"Try again\"",
        "                }",
        "            }",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "signInTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor",
            "router"
          ]
        }
      ]
    },
    {
      "name": "an alert whose actions only navigate moves to the router with them",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class AccountViewController: UIViewController {",
        "    @IBAction func logoutTapped(_ sender: Any) {",
        "        let alert = UIAlertController(title: \"Log out?\", message: nil, preferredStyle: .alert)",
        "        alert.addAction(UIAlertAction(title: \"Cancel\", style: .cancel))",
        "        alert.addAction(UIAlertAction(title: \"Log out\", style: .destructive) { [weak self] _ in",
        "            self?.navigationController?.popToRootViewController(animated: true)",
        "        })",
        "        present(alert, animated: true)",
        "    }",
        "",
        "    @IBAction func cameraTapped(_ sender: Any) {",
        "        let alert = UIAlertController(title: \"Camera\", message: \"Allow access in Settings\", preferredStyle: .alert)",
        "        alert.addAction(UIAlertAction(title: \"Settings\", style: .default) { _ in",
        "            UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)",
        "        })",
        "        alert.addAction(UIAlertAction(title: \"Close\", style: .cancel, handler: { [weak self] _ in",
        "            guard let strongSelf = self else { return }",
        "            strongSelf.dismiss(animated: true)",
        "        }))",
        "        present(alert, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "logoutTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "cameraTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "an alert whose action calls a service and then navigates: the request, then the route once it is done",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol SessionService {",
        "    func logout()",
        "}",
        "",
        "final class SessionServiceImplementation: SessionService {",
        "    func logout() {}",
        "}",
        "",
        "final class AccountViewController: UIViewController {",
        "    private let session: SessionService = SessionServiceImplementation()",
        "",
        "    @IBAction func logoutTapped(_ sender: Any) {",
        "        let alert = UIAlertController(title: \"Log out?\", message: nil, preferredStyle: .alert)",
        "        alert.addAction(UIAlertAction(title: \"Log out\", style: .destructive) { [weak self] _ in",
        "            self?.session.logout()",
        "            self?.navigationController?.popToRootViewController(animated: true)",
        "        })",
        "        present(alert, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "logoutTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router",
            "interactor"
          ]
        },
        {
          "member": "session",
          "destinations": [
            "interactor",
            "assembly"
          ]
        }
      ]
    },
    {
      "name": "an alert whose action calls a helper the view keeps: the router shows the alert, and once the action calls back the presenter has the view run the helper (whose own navigation the router takes again)",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class AccountViewController: UIViewController {",
        "    @IBAction func logoutTapped(_ sender: Any) {",
        "        let alert = UIAlertController(title: \"Log out?\", message: nil, preferredStyle: .alert)",
        "        alert.addAction(UIAlertAction(title: \"Log out\", style: .destructive) { [weak self] _ in",
        "            self?.showLogin(animated: true)",
        "        })",
        "        present(alert, animated: true)",
        "    }",
        "",
        "    private func showLogin(animated: Bool) {",
        "        let login = LoginViewController()",
        "        navigationController?.setViewControllers([login], animated: animated)",
        "    }",
        "}",
        "",
        "final class LoginViewController: UIViewController {}"
      ],
      "expect": [
        {
          "member": "logoutTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "showLogin(animated:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ],
      "className": "AccountViewController"
    },
    {
      "name": "an alert action that calls a service with the row the user tapped: the router hands the tapped order to the action's callback, which starts the request",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class MyOrdersViewController: UIViewController, UITableViewDataSource {",
        "    @IBOutlet private weak var tableView: UITableView!",
        "    private let apiClient = OrdersAPIClient()",
        "    private var orders: [OrderDTO] = []",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        tableView.dataSource = self",
        "        loadOrders()",
        "    }",
        "",
        "    private func loadOrders() {",
        "        apiClient.get(path: \"orders\") { [weak self] (result: Result<[OrderDTO], Error>) in",
        "            DispatchQueue.main.async {",
        "                if case .success(let orders) = result {",
        "                    self?.orders = orders",
        "                    self?.tableView.reloadData()",
        "                }",
        "            }",
        "        }",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        orders.count",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = tableView.dequeueReusableCell(withIdentifier: \"OrderCell\", for: indexPath)",
        "        cell.textLabel?.text = orders[indexPath.row].title",
        "        return cell",
        "    }",
        "",
        "    // A per-row button: its tag is the row.",
        "    @IBAction func cancelOrderTapped(_ sender: UIButton) {",
        "        guard sender.tag < orders.count else { return }",
        "        let order = orders[sender.tag]",
        "        guard order.isCancellable else { return }",
        "        let alert = UIAlertController(title: \"Cancel order?\", message: \"Order #\\(order.id) will be cancelled.\", preferredStyle: .actionSheet)",
        "        alert.addAction(UIAlertAction(title: \"Cancel order\", style: .destructive) { [weak self] _ in",
        "            self?.apiClient.post(path: \"orders/\\(order.id)/cancel\") { (result: Result<OrderDTO, Error>) in",
        "                DispatchQueue.main.async { self?.loadOrders() }",
        "            }",
        "        })",
        "        alert.addAction(UIAlertAction(title: \"Keep\", style: .cancel, handler: nil))",
        "        present(alert, animated: true, completion: nil)",
        "    }",
        "}",
        "",
        "/// The app's order model and API client, declared in files the migration does not see.",
        "struct OrderDTO: Decodable {",
        "    let id: Int",
        "    let title: String",
        "    let isCancellable: Bool",
        "}",
        "",
        "final class OrdersAPIClient {",
        "    /// Offline, as on a test machine: every request fails.",
        "    func get(path: String, completion: @escaping (Result<[OrderDTO], Error>) -> Void) {",
        "        completion(.failure(NSError(domain: \"OrdersAPIClient\", code: -1009)))",
        "    }",
        "",
        "    func post(path: String, completion: @escaping (Result<OrderDTO, Error>) -> Void) {",
        "        completion(.failure(NSError(domain: \"OrdersAPIClient\", code: -1009)))",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "cancelOrderTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router",
            "interactor"
          ]
        },
        {
          "member": "loadOrders()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "an alert inside a decision whose action uses what the method bound before the decision: the value travels with the event to the action's request",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class DraftsViewController: UIViewController {",
        "    @IBOutlet private weak var tableView: UITableView!",
        "    private let draftStore = DraftStore()",
        "",
        "    @IBAction func deleteTapped(_ sender: Any) {",
        "        guard let selected = tableView.indexPathForSelectedRow else { return }",
        "        let row = selected.row",
        "        if tableView.isEditing {",
        "            let alert = UIAlertController(title: \"Delete this draft?\", message: nil, preferredStyle: .actionSheet)",
        "            alert.addAction(UIAlertAction(title: \"Delete\", style: .destructive) { [weak self] _ in",
        "                self?.draftStore.deleteDraft(at: row)",
        "            })",
        "            alert.addAction(UIAlertAction(title: \"Cancel\", style: .cancel))",
        "            present(alert, animated: true)",
        "        }",
        "    }",
        "}",
        "",
        "/// The app's store, declared in a file the migration does not see.",
        "final class DraftStore {",
        "    private var drafts = [\"First\", \"Second\", \"Third\"]",
        "",
        "    func deleteDraft(at row: Int) {",
        "        guard row < drafts.count else { return }",
        "        drafts.remove(at: row)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "deleteTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "closing a screen that may be pushed or presented: the router asks its own navigation controller, the whole decision goes with it",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class NoteViewController: UIViewController {",
        "    @IBAction func doneTapped(_ sender: Any) {",
        "        if let navigationController = navigationController {",
        "            navigationController.popViewController(animated: true)",
        "        } else {",
        "            dismiss(animated: true)",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "doneTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a method of the controller's named like UIKit's (func dismiss()) does not hide UIKit's: dismiss(animated:completion:) is still navigation",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class VerifyViewController: UIViewController {",
        "    @IBOutlet weak var messageLabel: UILabel!",
        "",
        "    @IBAction func closeTapped(_ sender: UIButton) {",
        "        dismiss()",
        "    }",
        "",
        "    @IBAction func doneTapped(_ sender: UIButton) {",
        "        dismiss(animated: true, completion: nil)",
        "    }",
        "",
        "    func dismiss() {",
        "        dismiss(animated: true, completion: nil)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "doneTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "dismiss()",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "navigation inside a decision the view makes on what it holds leaves from its block; the other block stays",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class DetailViewController: UIViewController {",
        "    var code = \"\"",
        "}",
        "",
        "final class ScanViewController: UIViewController {",
        "    @IBOutlet weak var errorLabel: UILabel!",
        "",
        "    func scanned(_ code: String?) {",
        "        if let code = code {",
        "            let detail = DetailViewController()",
        "            detail.code = code",
        "            navigationController?.pushViewController(detail, animated: true)",
        "        } else {",
        "            errorLabel.alpha = 1.0",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "scanned(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a value of the app's own UIKit class the route would read keeps the navigation in the view",
      "wholeScreen": false,
      "input": [
        "import UIKit",
        "",
        "final class ColorPickerViewController: UIViewController {",
        "    var selected = 0",
        "}",
        "",
        "final class ThemeViewController: UIViewController {",
        "    @IBOutlet weak var titleLabel: UILabel!",
        "",
        "    func show(_ picker: ColorPickerViewController) {",
        "        picker.selected = 1",
        "        present(picker, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "show(_:)",
          "destinations": [
            "view"
          ],
          "unresolved": true
        }
      ]
    },
    {
      "name": "a view of the screen dismissing itself (a progress HUD built on UIView) is no navigation",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ProgressHUD: UIView {",
        "    func dismiss() { removeFromSuperview() }",
        "}",
        "",
        "final class LoginViewController: UIViewController {",
        "    private let hud = ProgressHUD()",
        "",
        "    func loginFinished() {",
        "        hud.dismiss()",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "hud",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "loginFinished()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "navigation after guard let on the controller's own optional (guard let contact else { return }): the unwrapped value is typed by the member",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Contact {",
        "    let name: String",
        "}",
        "",
        "final class ContactViewController: UIViewController {",
        "    var contact: Contact?",
        "",
        "    @IBAction func shareTapped(_ sender: UIButton) {",
        "        guard let contact else { return }",
        "        let share = UIActivityViewController(activityItems: [contact.name], applicationActivities: nil)",
        "        present(share, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "shareTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "the controller handed to an app helper's parameter of a view controller's type (a web page opener, inController: self) is navigation: the router makes the call on its transition handler, whatever the helper's name says",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "/// Opens web pages over whichever screen asks, in Safari's view or the app's own.",
        "final class WebPages {",
        "    static let shared = WebPages()",
        "",
        "    func present(_ url: URL, inController controller: UIViewController) {",
        "        controller.present(UIViewController(), animated: true)",
        "    }",
        "}",
        "",
        "final class AboutViewController: UIViewController {",
        "    @IBOutlet weak var versionLabel: UILabel!",
        "    private let privacyPolicy = URL(string: \"https://example.com/privacy\")!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        versionLabel.text = \"Version 2.4\"",
        "    }",
        "",
        "    @IBAction func privacyTapped(_ sender: UIButton) {",
        "        WebPages.shared.present(privacyPolicy, inController: self)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "privacyTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "an alert action that runs the screen's own code (no data work): the router shows the alert, the presenter has the view run that code once chosen, with the values it reads",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Playlist {",
        "    let title: String",
        "}",
        "",
        "final class PlaylistsViewController: UIViewController {",
        "    @IBOutlet private var tableView: UITableView!",
        "    private var playlists: [Playlist] = []",
        "",
        "    func confirmRemoval(at row: Int) {",
        "        let playlist = playlists[row]",
        "        let sheet = UIAlertController(title: \"Remove \\(playlist.title)?\", message: nil, preferredStyle: .actionSheet)",
        "        sheet.addAction(UIAlertAction(title: \"Remove\", style: .destructive) { [weak self] _ in",
        "            guard let self else { return }",
        "            self.playlists.remove(at: row)",
        "            self.tableView.reloadData()",
        "        })",
        "        sheet.addAction(UIAlertAction(title: \"Keep\", style: .cancel))",
        "        present(sheet, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "confirmRemoval(at:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "an alert action running the screen's own code with what was typed into the alert: the router reads the text field when the action fires and hands the text over",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class RenameViewController: UIViewController {",
        "    @IBOutlet private var titleLabel: UILabel!",
        "",
        "    @IBAction func renameTapped(_ sender: UIButton) {",
        "        let alert = UIAlertController(title: \"Rename\", message: nil, preferredStyle: .alert)",
        "        alert.addTextField()",
        "        alert.addAction(UIAlertAction(title: \"Save\", style: .default) { _ in",
        "            self.applyName(alert.textFields?.first?.text ?? \"\")",
        "        })",
        "        present(alert, animated: true)",
        "    }",
        "",
        "    private func applyName(_ name: String) {",
        "        titleLabel.text = name",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "renameTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "applyName(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "an alert action calling a service with what was typed into the alert: the router hands the text to the callback, the interactor makes the call",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol FolderStore {",
        "    func createFolder(named name: String)",
        "}",
        "",
        "final class FolderStoreImplementation: FolderStore {",
        "    func createFolder(named name: String) {}",
        "}",
        "",
        "final class FoldersViewController: UIViewController {",
        "    private let store: FolderStore = FolderStoreImplementation()",
        "",
        "    @IBAction func addFolderTapped(_ sender: UIBarButtonItem) {",
        "        let prompt = UIAlertController(title: \"New folder\", message: nil, preferredStyle: .alert)",
        "        prompt.addTextField { field in",
        "            field.placeholder = \"Name\"",
        "        }",
        "        prompt.addAction(UIAlertAction(title: \"Create\", style: .default) { [weak self] _ in",
        "            guard let name = prompt.textFields?.first?.text, !name.isEmpty else { return }",
        "            self?.store.createFolder(named: name)",
        "        })",
        "        present(prompt, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "addFolderTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "an alert action changing the control that was tapped keeps the alert in the view: a UIKit object never passes through the presenter",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class MarksViewController: UIViewController {",
        "    @IBOutlet private var summaryLabel: UILabel!",
        "",
        "    @IBAction func clearTapped(_ sender: UIButton) {",
        "        let alert = UIAlertController(title: \"Clear all marks?\", message: nil, preferredStyle: .alert)",
        "        alert.addAction(UIAlertAction(title: \"Clear\", style: .destructive) { _ in",
        "            sender.isEnabled = false",
        "            self.summaryLabel.text = \"No marks\"",
        "        })",
        "        present(alert, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "clearTapped(_:)",
          "destinations": [
            "view"
          ],
          "unresolved": true
        }
      ]
    },
    {
      "name": "navigations one right after the other (dismiss what is shown, then present an alert built before) are one route; with the view's own work between them, each sends its own event where it stands",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class SignInViewController: UIViewController {",
        "    @IBOutlet private var emailField: UITextField!",
        "",
        "    @objc func signInFailed(_ notification: Notification) {",
        "        let message = notification.userInfo?[\"message\"] as? String ?? \"Could not sign in\"",
        "        let alert = UIAlertController(title: \"Sign in failed\", message: message, preferredStyle: .alert)",
        "        alert.addAction(UIAlertAction(title: \"OK\", style: .default))",
        "        presentedViewController?.dismiss(animated: true)",
        "        present(alert, animated: true)",
        "    }",
        "",
        "    @IBAction func closeTapped(_ sender: UIButton) {",
        "        emailField.resignFirstResponder()",
        "        navigationController?.popViewController(animated: false)",
        "        emailField.text = nil",
        "        dismiss(animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "signInFailed(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "closeTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a closure the route hands the screen it opens (picker.onMembersSelected = { ids in … }): the router passes on what that screen hands it, typed by the property's declaration; a service call goes to the interactor, the screen's own code to the view",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol GroupService {",
        "    func setMembers(_ ids: [Int], ofGroup groupID: Int)",
        "}",
        "",
        "final class GroupServiceImplementation: GroupService {",
        "    func setMembers(_ ids: [Int], ofGroup groupID: Int) {}",
        "}",
        "",
        "final class MemberPickerViewController: UIViewController {",
        "    var onMembersSelected: (([Int]) -> Void)?",
        "}",
        "",
        "final class GroupViewController: UIViewController {",
        "    private let groupService: GroupService = GroupServiceImplementation()",
        "    @IBOutlet private var membersLabel: UILabel!",
        "",
        "    func editMembers(ofGroup groupID: Int) {",
        "        let picker = MemberPickerViewController()",
        "        picker.title = \"Members\"",
        "        picker.onMembersSelected = { [weak self] ids in",
        "            self?.groupService.setMembers(ids, ofGroup: groupID)",
        "        }",
        "        navigationController?.pushViewController(picker, animated: true)",
        "    }",
        "",
        "    func pickFeatured() {",
        "        let picker = MemberPickerViewController()",
        "        picker.onMembersSelected = { [weak self] ids in",
        "            self?.membersLabel.text = \"\\(ids.count) featured\"",
        "        }",
        "        present(picker, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "editMembers(ofGroup:)",
          "destinations": [
            "view",
            "presenter",
            "router",
            "interactor"
          ]
        },
        {
          "member": "pickFeatured()",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "the closure a method of the app's own alert class takes (alert.addAction(title:) { … }) is an action like UIAlertAction's: the router shows the alert, the service call runs in the interactor",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol BlockingService {",
        "    func block(userID: String)",
        "}",
        "",
        "final class BlockingServiceImplementation: BlockingService {",
        "    func block(userID: String) {}",
        "}",
        "",
        "/// The app's own alert, which presents itself.",
        "final class BannerAlertController: UIViewController {",
        "    func addAction(title: String, isDestructive: Bool = false, handler: ((BannerAlertController) -> Void)? = nil) {}",
        "    func show() {}",
        "}",
        "",
        "final class ProfileViewController: UIViewController {",
        "    private let blocking: BlockingService = BlockingServiceImplementation()",
        "    var userID = \"\"",
        "",
        "    func confirmBlock() {",
        "        let alert = BannerAlertController()",
        "        alert.title = \"Block this user?\"",
        "        alert.addAction(title: \"Block\", isDestructive: true) { [weak self] _ in",
        "            guard let self else { return }",
        "            self.blocking.block(userID: self.userID)",
        "        }",
        "        alert.addAction(title: \"Cancel\")",
        "        alert.show()",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "confirmBlock()",
          "destinations": [
            "view",
            "presenter",
            "router",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a screen callback whose code shadows what it is handed (var memberIds = memberIds) still takes it: the view's command is handed the value the router passes on",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class MemberPickerViewController: UIViewController {",
        "    var onMembersSelected: ((Set<Int>) -> Void)?",
        "}",
        "",
        "final class NewGroupViewController: UIViewController {",
        "    @IBOutlet private var countLabel: UILabel!",
        "    var includesSelf = true",
        "",
        "    func showMemberPicker() {",
        "        let picker = MemberPickerViewController()",
        "        picker.onMembersSelected = { [weak self] memberIds in",
        "            guard let self else { return }",
        "            var memberIds = memberIds",
        "            if self.includesSelf {",
        "                memberIds.insert(0)",
        "            }",
        "            self.updateMembers(memberIds)",
        "        }",
        "        navigationController?.pushViewController(picker, animated: true)",
        "    }",
        "",
        "    private func updateMembers(_ ids: Set<Int>) {",
        "        countLabel.text = \"\\(ids.count) members\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "showMemberPicker()",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "updateMembers(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a navigation controller's overrides of UIKit's navigation API (pushViewController, popViewController) are how it carries out transitions others ask of it: they stay in the view, unreported; its own action still routes",
      "wholeScreen": true,
      "className": "CountingNavigationController",
      "input": [
        "import UIKit",
        "",
        "final class HelpViewController: UIViewController {}",
        "",
        "final class CountingNavigationController: UINavigationController {",
        "    private var pushCount = 0",
        "",
        "    override func pushViewController(_ viewController: UIViewController, animated: Bool) {",
        "        pushCount += 1",
        "        super.pushViewController(viewController, animated: animated)",
        "    }",
        "",
        "    override func popViewController(animated: Bool) -> UIViewController? {",
        "        pushCount -= 1",
        "        return super.popViewController(animated: animated)",
        "    }",
        "",
        "    @objc func helpTapped() {",
        "        present(HelpViewController(), animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "pushViewController(_:animated:)",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "popViewController(animated:)",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "helpTapped()",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "what the app adds to every view controller (an extension of UIViewController) the route reaches through its transition handler, as UIKit's own",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "extension UIViewController {",
        "    var preferredSheetStyle: UIModalPresentationStyle { .formSheet }",
        "}",
        "",
        "final class HelpViewController: UIViewController {}",
        "",
        "final class AccountViewController: UIViewController {",
        "    @IBAction func helpTapped(_ sender: UIButton) {",
        "        let help = HelpViewController()",
        "        help.modalPresentationStyle = preferredSheetStyle",
        "        present(help, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "helpTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a view of a library the project does not declare, named as no screen (a progress HUD): showing and dismissing it is the view's own, no navigation",
      "wholeScreen": false,
      "input": [
        "import UIKit",
        "import JGProgressHUD",
        "",
        "final class SaveViewController: UIViewController {",
        "    private let hud = JGProgressHUD(style: .dark)",
        "",
        "    @IBAction func saveTapped(_ sender: UIButton) {",
        "        hud.textLabel.text = \"Saving\"",
        "        hud.show(in: view)",
        "        hud.dismiss(afterDelay: 2)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "saveTapped(_:)",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "hud",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a local function that builds the next screen goes with the route; one declared below the navigation keeps it in the view",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Item {",
        "    let name: String",
        "}",
        "",
        "final class ItemsViewController: UIViewController {",
        "    func openDetail(for item: Item) {",
        "        func makeDetail() -> UIViewController {",
        "            let detail = UIViewController()",
        "            detail.title = item.name",
        "            return detail",
        "        }",
        "        navigationController?.pushViewController(makeDetail(), animated: true)",
        "    }",
        "",
        "    func openHelp() {",
        "        navigationController?.pushViewController(makeHelp(), animated: true)",
        "",
        "        // Declared below its call, as Swift allows for local functions.",
        "        func makeHelp() -> UIViewController {",
        "            let help = UIViewController()",
        "            help.title = \"Help\"",
        "            return help",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "openDetail(for:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "openHelp()",
          "destinations": [
            "view"
          ],
          "unresolved": true
        }
      ]
    },
    {
      "name": "a view of the screen the transition anchors on (a popover's source) is read through the screen the router transitions from; a subview of it keeps the navigation in the view",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ArticleViewController: UIViewController {",
        "    @IBOutlet private weak var shareButton: UIButton!",
        "    @IBOutlet weak var exportButton: UIButton!",
        "    var articleURL: URL?",
        "",
        "    @IBAction func shareTapped(_ sender: Any) {",
        "        guard let url = articleURL else { return }",
        "        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)",
        "        // The popover points at the button on an iPad.",
        "        activity.popoverPresentationController?.sourceView = shareButton",
        "        activity.popoverPresentationController?.sourceRect = shareButton.bounds",
        "        present(activity, animated: true)",
        "    }",
        "",
        "    @IBAction func exportTapped(_ sender: Any) {",
        "        let activity = UIActivityViewController(activityItems: [\"Export\"], applicationActivities: nil)",
        "        activity.popoverPresentationController?.sourceView = exportButton.imageView",
        "        present(activity, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "shareTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "exportTapped(_:)",
          "destinations": [
            "view"
          ],
          "unresolved": true
        }
      ]
    },
    {
      "name": "strings the controller's file keeps private go to the router's file as a copy of its own; a value of a private type the route would be handed keeps the navigation in the view",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class AuthViewController: UIViewController {",
        "    func presentGenericError(_ error: Error) {",
        "        let alert = UIAlertController(title: Strings.errorTitle, message: error.localizedDescription, preferredStyle: .alert)",
        "        alert.addAction(UIAlertAction(title: Strings.dismiss, style: .cancel))",
        "        present(alert, animated: true)",
        "    }",
        "",
        "    func presentSection(_ section: Section) {",
        "        let detail = UIViewController()",
        "        detail.title = section == .about ? \"About\" : \"Help\"",
        "        navigationController?.pushViewController(detail, animated: true)",
        "    }",
        "}",
        "",
        "// MARK: - Strings",
        "",
        "private enum Strings {",
        "    static let errorTitle = NSLocalizedString(\"Sorry\", comment: \"An error's title\")",
        "    static let dismiss = NSLocalizedString(\"OK\", comment: \"Closes the error\")",
        "}",
        "",
        "private enum Section {",
        "    case about",
        "    case help",
        "}"
      ],
      "expect": [
        {
          "member": "presentGenericError(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "presentSection(_:)",
          "destinations": [
            "view"
          ],
          "unresolved": true
        }
      ]
    },
    {
      "name": "a call on a local holding a view of the screen (a cell the method dequeued or picked, cell?.show(text)) is that view's own, not navigation: only the push leaves, and the list's cell code is no route",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "/// A cell of the app's that fills itself in.",
        "final class BadgeCell: UITableViewCell {",
        "    func show(_ text: String) { textLabel?.text = text }",
        "}",
        "",
        "final class DetailViewController: UIViewController {}",
        "",
        "final class BadgeViewController: UIViewController, UITableViewDataSource {",
        "    @IBOutlet weak var tableView: UITableView!",
        "    private let names = [\"Ann\", \"Bob\"]",
        "",
        "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }",
        "",
        "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = tableView.dequeueReusableCell(withIdentifier: \"Badge\", for: indexPath) as! BadgeCell",
        "        cell.show(names[indexPath.row])",
        "        return cell",
        "    }",
        "",
        "    @IBAction func refreshTapped(_ sender: UIButton) {",
        "        let cell = tableView.visibleCells.first as? BadgeCell",
        "        cell?.show(\"Refreshed\")",
        "        navigationController?.pushViewController(DetailViewController(), animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "refreshTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "tableView(_:cellForRowAt:)",
          "destinations": [
            "adapter"
          ]
        }
      ]
    },
    {
      "name": "a stored property an app base class declares, only read by the navigation (article.id), travels with the event like the controller's own state; a write to another (isOffline = true) stays in the view before the event",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Article {",
        "    let id: Int",
        "    let title: String",
        "}",
        "",
        "/// The app's base class for screens showing one article.",
        "class ArticleBaseViewController: UIViewController {",
        "    var article: Article = Article(id: 0, title: \"\")",
        "    var isOffline = false",
        "}",
        "",
        "final class CommentsViewController: UIViewController {",
        "    init(articleID: Int, title: String) {",
        "        super.init(nibName: nil, bundle: nil)",
        "        self.title = title",
        "    }",
        "",
        "    required init?(coder: NSCoder) {",
        "        fatalError(\"init(coder:) has not been implemented\")",
        "    }",
        "}",
        "",
        "final class ArticleViewController: ArticleBaseViewController {",
        "    @IBOutlet weak var titleLabel: UILabel!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        titleLabel.text = article.title",
        "    }",
        "",
        "    @IBAction func commentsTapped(_ sender: UIButton) {",
        "        let comments = CommentsViewController(articleID: article.id, title: article.title)",
        "        navigationController?.pushViewController(comments, animated: true)",
        "    }",
        "",
        "    @IBAction func markReadTapped(_ sender: UIButton) {",
        "        isOffline = true",
        "        navigationController?.popViewController(animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "commentsTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "markReadTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a stored property typed by the base class's generic parameter (var source: Source?), or one the navigation calls a method on (source?.eggs(for:)), keeps the navigation in the view: no other file could name its type, and the call would be the router's data work",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class PetStore {",
        "    func eggs(for pet: String) -> [String] { [] }",
        "}",
        "",
        "/// The app's base class for lists, generic over what feeds them.",
        "class StableBaseViewController<Source: AnyObject>: UIViewController {",
        "    var source: Source?",
        "}",
        "",
        "final class HatchViewController: UIViewController {",
        "    init(eggs: [String]) {",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) {",
        "        fatalError(\"init(coder:) has not been implemented\")",
        "    }",
        "}",
        "",
        "final class PetDetailViewController: StableBaseViewController<PetStore> {",
        "    @IBAction func hatchTapped(_ sender: UIButton) {",
        "        let hatch = HatchViewController(eggs: source?.eggs(for: \"wolf\") ?? [])",
        "        present(hatch, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "hatchTapped(_:)",
          "destinations": [
            "view"
          ],
          "unresolved": true
        }
      ]
    },
    {
      "name": "a type the controller nests (its segue identifiers) is named through the controller by the router; one it keeps private keeps the navigation in the view",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class AlarmViewController: UIViewController {",
        "    enum Segue: String {",
        "        case details = \"showDetails\"",
        "    }",
        "",
        "    private enum Tip {",
        "        static let title = \"Tip\"",
        "    }",
        "",
        "    @IBAction func detailsTapped(_ sender: Any) {",
        "        performSegue(withIdentifier: Segue.details.rawValue, sender: self)",
        "    }",
        "",
        "    @IBAction func tipTapped(_ sender: Any) {",
        "        let alert = UIAlertController(title: Tip.title, message: nil, preferredStyle: .alert)",
        "        present(alert, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "detailsTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "tipTapped(_:)",
          "destinations": [
            "view"
          ],
          "unresolved": true
        }
      ]
    },
    {
      "name": "the platform's data work in a navigation's run (a file copied in the do whose catch shows an alert) keeps the navigation in the view: the router opens screens and never touches the model",
      "wholeScreen": false,
      "input": [
        "import UIKit",
        "",
        "final class ImportViewController: UIViewController {",
        "    func importFile(at url: URL, to destination: URL) {",
        "        do {",
        "            try FileManager.default.copyItem(at: url, to: destination)",
        "        } catch {",
        "            let alert = UIAlertController(title: \"Import failed\", message: error.localizedDescription, preferredStyle: .alert)",
        "            present(alert, animated: true)",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "importFile(at:to:)",
          "destinations": [
            "view"
          ],
          "unresolved": true
        }
      ]
    },
    {
      "name": "data work in a transition's completion (dismiss(animated:) { post a notification }) is a callback the presenter hands the route: the interactor does it once the screen is gone",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "extension Notification.Name {",
        "    static let termsAccepted = Notification.Name(\"termsAccepted\")",
        "}",
        "",
        "final class TermsViewController: UIViewController {",
        "    @IBAction func acceptTapped(_ sender: Any) {",
        "        dismiss(animated: true) {",
        "            NotificationCenter.default.post(name: .termsAccepted, object: nil)",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "acceptTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a method the project adds to every view controller that navigates (push(module:), whose body pushes) is navigation: the router calls it on the screen it starts from",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "extension UIViewController {",
        "    func push(module: UIViewController) {",
        "        navigationController?.pushViewController(module, animated: true)",
        "    }",
        "",
        "    func showMessage(_ text: String) {",
        "        let alert = UIAlertController(title: nil, message: text, preferredStyle: .alert)",
        "        alert.addAction(UIAlertAction(title: \"OK\", style: .default))",
        "        present(alert, animated: true)",
        "    }",
        "}",
        "",
        "final class ProfileViewController: UIViewController {",
        "    @IBAction func helpTapped(_ sender: Any) {",
        "        push(module: UIViewController())",
        "    }",
        "",
        "    @IBAction func reportTapped(_ sender: Any) {",
        "        self.showMessage(\"Thanks for the report\")",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "helpTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "reportTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a method of the same name called on another object is not the screen's navigation: it stays",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "extension UIViewController {",
        "    func alert(_ text: String) {",
        "        present(UIAlertController(title: nil, message: text, preferredStyle: .alert), animated: true)",
        "    }",
        "}",
        "",
        "final class Siren {",
        "    func alert(_ text: String) { print(text) }",
        "}",
        "",
        "final class AlarmViewController: UIViewController {",
        "    @IBOutlet weak var statusLabel: UILabel!",
        "    private let siren = Siren()",
        "",
        "    @IBAction func testTapped(_ sender: Any) {",
        "        statusLabel.text = \"Testing\"",
        "        siren.alert(\"test\")",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "testTapped(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a guard that shows an error and returns, then the navigation the method ends with: each run of navigation sends its own event where it stands",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class LimitViewController: UIViewController {",
        "    @IBOutlet weak var limitField: UITextField!",
        "",
        "    @IBAction func saveTapped(_ sender: Any) {",
        "        guard let limit = Int(limitField.text ?? \"\"), limit > 0 else {",
        "            let alert = UIAlertController(title: \"Invalid limit\", message: nil, preferredStyle: .alert)",
        "            present(alert, animated: true)",
        "            return",
        "        }",
        "        limitField.resignFirstResponder()",
        "        navigationController?.popViewController(animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "saveTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a callback the method wires whose whole code navigates (button.touchUpCallback = { [weak self] in … present(…) }) sends an event where its code stood; the view keeps the wiring",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ActionButton: UIButton {",
        "    var touchUpCallback: (() -> Void)?",
        "}",
        "",
        "final class HelpViewController: UIViewController {}",
        "",
        "final class OnboardingViewController: UIViewController {",
        "    private let helpButton = ActionButton()",
        "    @IBOutlet weak var titleLabel: UILabel!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        titleLabel.text = \"Welcome\"",
        "        helpButton.touchUpCallback = { [weak self] in",
        "            guard let strongSelf = self else { return }",
        "            let help = HelpViewController()",
        "            strongSelf.present(help, animated: true)",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a callback that also changes the screen before it navigates stays as written: its code is not only navigation",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ActionButton: UIButton {",
        "    var touchUpCallback: (() -> Void)?",
        "}",
        "",
        "final class GoodbyeViewController: UIViewController {",
        "    private let closeButton = ActionButton()",
        "    @IBOutlet weak var titleLabel: UILabel!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        closeButton.touchUpCallback = { [weak self] in",
        "            self?.titleLabel.text = \"Closing\"",
        "            self?.dismiss(animated: true)",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "data work in a branch of the navigation's decision (if over quota show a message, else start the upload) is the model's: the route does not take it; the alert leaves from its block, and the decision and the upload stay in the view, reported",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class UploadStore {",
        "    static let shared = UploadStore()",
        "    var isFull = false",
        "    func start() {}",
        "}",
        "",
        "final class QueueViewController: UIViewController {",
        "    @IBAction func uploadTapped(_ sender: UIButton) {",
        "        if UploadStore.shared.isFull {",
        "            present(UIAlertController(title: \"Queue full\", message: nil, preferredStyle: .alert), animated: true)",
        "        } else {",
        "            UploadStore.shared.start()",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "uploadTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ],
          "unresolved": true
        }
      ]
    },
    {
      "name": "a navigating callback that reads what the method bound before wiring it (a captured local) sends that value with its event",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ActionButton: UIButton {",
        "    var touchUpCallback: (() -> Void)?",
        "}",
        "",
        "final class GuideViewController: UIViewController {",
        "    init(topic: String) { super.init(nibName: nil, bundle: nil) }",
        "    required init?(coder: NSCoder) { nil }",
        "}",
        "",
        "final class LessonViewController: UIViewController {",
        "    private let guideButton = ActionButton()",
        "",
        "    func setUpGuide(for lesson: Int) {",
        "        let topic = \"Lesson \\(lesson)\"",
        "        guideButton.touchUpCallback = { [weak self] in",
        "            self?.present(GuideViewController(topic: topic), animated: true)",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "setUpGuide(for:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a switch over an error whose case binds a value of the same name hands the route the parameter; the case keeps its own value",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "enum ImportError: Error {",
        "    case invalidKey",
        "    case rejected(Error)",
        "}",
        "",
        "extension UIViewController {",
        "    func showMessage(_ text: String) {",
        "        present(UIAlertController(title: text, message: nil, preferredStyle: .alert), animated: true)",
        "    }",
        "}",
        "",
        "final class ImportViewController: UIViewController {",
        "    func report(_ error: ImportError) {",
        "        switch error {",
        "        case .invalidKey:",
        "            showMessage(\"The key is not valid\")",
        "        case .rejected(let error):",
        "            showMessage(error.localizedDescription)",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "report(_:)",
          "destinations": [
            "presenter",
            "view",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a navigation controller working its own stack (popToRootViewController) keeps it: the screen is the container; its presentations leave",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class TermsViewController: UIViewController {}",
        "",
        "final class OnboardingNavigationController: UINavigationController {",
        "    @objc func restartTapped() {",
        "        popToRootViewController(animated: true)",
        "    }",
        "",
        "    @objc func termsTapped() {",
        "        present(TermsViewController(), animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "restartTapped()",
          "destinations": [
            "view"
          ],
          "unresolved": true
        },
        {
          "member": "termsTapped()",
          "destinations": [
            "presenter",
            "view",
            "router"
          ]
        }
      ]
    },
    {
      "name": "an override of dismiss that calls super stays the screen's, and the router reaches it through its transition handler; the screen's own dismiss() is its method",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class PopupViewController: UIViewController {",
        "    private let card = UIView()",
        "",
        "    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {",
        "        // The card shrinks before UIKit takes the screen away.",
        "        card.alpha = 0",
        "        super.dismiss(animated: flag, completion: completion)",
        "    }",
        "",
        "    @objc func closeTapped() {",
        "        dismiss(animated: true, completion: nil)",
        "    }",
        "",
        "    @objc func backgroundTapped() {",
        "        card.alpha = 0.5",
        "        dismiss()",
        "    }",
        "",
        "    func dismiss() {",
        "        dismiss(animated: false, completion: nil)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "dismiss(animated:completion:)",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "closeTapped()",
          "destinations": [
            "presenter",
            "view",
            "router"
          ]
        },
        {
          "member": "backgroundTapped()",
          "destinations": [
            "view"
          ],
          "unresolved": true
        },
        {
          "member": "dismiss()",
          "destinations": [
            "presenter",
            "view",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a closure handed to the initializer of the app's own type calls back through the route, typed by that declaration",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct TimePickerData {",
        "    let title: String",
        "    let initial: Date",
        "    let onPick: (Date) -> Void",
        "}",
        "",
        "final class TimePickerViewController: UIViewController {",
        "    let data: TimePickerData",
        "",
        "    init(data: TimePickerData) {",
        "        self.data = data",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) { nil }",
        "}",
        "",
        "final class ReminderSettingsViewController: UITableViewController {",
        "    @IBOutlet private weak var emptyLabel: UILabel!",
        "",
        "    @IBAction private func addReminderTapped(_ sender: UIBarButtonItem) {",
        "        // The picker hands back the time the user chose; the list shows it at once.",
        "        let data = TimePickerData(title: \"New reminder\", initial: Date(), onPick: { [weak self] time in",
        "            self?.showReminder(at: time)",
        "        })",
        "        present(TimePickerViewController(data: data), animated: true)",
        "    }",
        "",
        "    private func showReminder(at time: Date) {",
        "        emptyLabel.isHidden = true",
        "        emptyLabel.text = DateFormatter.localizedString(from: time, dateStyle: .none, timeStyle: .short)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "addReminderTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "showReminder(at:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "an alert an app's static helper builds, whose closure does data work, calls back for the interactor to do it",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class DraftStore {",
        "    func discardAll() {}",
        "}",
        "",
        "enum Alerts {",
        "    static func confirmation(title: String, confirm: String, onConfirm: @escaping () -> Void) -> UIAlertController {",
        "        let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)",
        "        alert.addAction(UIAlertAction(title: confirm, style: .destructive) { _ in onConfirm() })",
        "        alert.addAction(UIAlertAction(title: \"Cancel\", style: .cancel))",
        "        return alert",
        "    }",
        "}",
        "",
        "final class DraftsViewController: UIViewController {",
        "    private let store = DraftStore()",
        "",
        "    @IBAction private func discardAllTapped(_ sender: UIButton) {",
        "        let alert = Alerts.confirmation(title: \"Discard all drafts?\", confirm: \"Discard\") { [weak self] in",
        "            self?.store.discardAll()",
        "        }",
        "        present(alert, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "discardAllTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "an action added through a method the project adds to UIKit's alert calls back through the route, typed by that extension",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "extension UIAlertController {",
        "    func addDefaultAction(title: String, handler: @escaping (UIAlertAction) -> Void) {",
        "        addAction(UIAlertAction(title: title, style: .default, handler: handler))",
        "    }",
        "}",
        "",
        "final class SignUpViewController: UIViewController {",
        "    @IBOutlet private weak var emailField: UITextField!",
        "",
        "    func presentAccountExistsError() {",
        "        let alert = UIAlertController(title: \"You already have an account\", message: nil, preferredStyle: .alert)",
        "        // Logging in with what the user typed spares them typing it twice.",
        "        alert.addDefaultAction(title: \"Log In\") { _ in",
        "            self.logInWithTypedEmail()",
        "        }",
        "        present(alert, animated: true)",
        "    }",
        "",
        "    private func logInWithTypedEmail() {",
        "        emailField.resignFirstResponder()",
        "        emailField.text = emailField.text?.lowercased()",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "presentAccountExistsError()",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "logInWithTypedEmail()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "the items a menu's builder closure lists each call back through the route: one runs the screen's own code, one the model's",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ChallengeService {",
        "    func leave(_ challengeID: String) {}",
        "}",
        "",
        "struct MenuItem {",
        "    let title: String",
        "    let onTap: () -> Void",
        "}",
        "",
        "struct Menu {",
        "    let items: [MenuItem]",
        "    // The items are listed where the menu is made, as a builder would list them.",
        "    init(items: () -> [MenuItem]) { self.items = items() }",
        "}",
        "",
        "final class MenuSheetController: UIViewController {",
        "    let menu: Menu",
        "",
        "    init(menu: Menu) {",
        "        self.menu = menu",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) { nil }",
        "}",
        "",
        "final class ChallengeViewController: UIViewController {",
        "    @IBOutlet private weak var joinButton: UIButton!",
        "    private let service = ChallengeService()",
        "    var challengeID = \"\"",
        "",
        "    @IBAction private func showMenu(_ sender: Any) {",
        "        let sheet = MenuSheetController(menu: Menu(items: {",
        "            [",
        "                MenuItem(title: \"Highlight\", onTap: { self.highlightJoinButton() }),",
        "                MenuItem(title: \"Leave\", onTap: { [weak self] in",
        "                    guard let self else { return }",
        "                    self.service.leave(self.challengeID)",
        "                }),",
        "            ]",
        "        }))",
        "        present(sheet, animated: true)",
        "    }",
        "",
        "    private func highlightJoinButton() {",
        "        joinButton.isHighlighted = true",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "showMenu(_:)",
          "destinations": [
            "view",
            "presenter",
            "router",
            "interactor"
          ]
        },
        {
          "member": "highlightJoinButton()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a menu action per element of a loop calls back with that element, typed by the array the loop walks",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "enum CommentSort: String {",
        "    case top, new, old",
        "",
        "    static let cases: [CommentSort] = [.top, .new, .old]",
        "",
        "    var title: String { rawValue.capitalized }",
        "}",
        "",
        "final class SortMenu {",
        "    init(title: String) {}",
        "    func addAction(title: String, action: @escaping () -> Void) {}",
        "    func show(in controller: UIViewController) {}",
        "}",
        "",
        "final class CommentSettingsViewController: UITableViewController {",
        "    @IBOutlet private weak var sortingCell: UITableViewCell!",
        "",
        "    func showSortingMenu() {",
        "        let menu = SortMenu(title: \"Default comment sorting\")",
        "        // Each choice is kept for the next launch and shown in its cell at once.",
        "        for sort in CommentSort.cases {",
        "            menu.addAction(title: sort.title) {",
        "                UserDefaults.standard.set(sort.rawValue, forKey: \"commentSorting\")",
        "                self.sortingCell.detailTextLabel?.text = sort.title",
        "            }",
        "        }",
        "        menu.show(in: self)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "showSortingMenu()",
          "destinations": [
            "view",
            "presenter",
            "router",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a choice sheet shown by a method the project adds to every view controller calls back with what was chosen, typed by that method",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "extension UIViewController {",
        "    func showChoices(title: String, options: [String], completion: @escaping (_ index: Int) -> Void) {",
        "        let sheet = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)",
        "        for (index, option) in options.enumerated() {",
        "            sheet.addAction(UIAlertAction(title: option, style: .default) { _ in completion(index) })",
        "        }",
        "        present(sheet, animated: true)",
        "    }",
        "}",
        "",
        "final class ServerListStore {",
        "    func saveSortOrder(_ option: Int) {}",
        "}",
        "",
        "final class ServerListViewController: UITableViewController {",
        "    private let store = ServerListStore()",
        "",
        "    @IBAction private func sortTapped(_ sender: UIBarButtonItem) {",
        "        // The list is sorted where it is kept; the table only shows the new order.",
        "        showChoices(title: \"Sort by\", options: [\"Name\", \"Latency\"]) { index in",
        "            self.store.saveSortOrder(index)",
        "            self.tableView.reloadData()",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "sortTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "an alert in a branch that then ends the method with its result (return false): the view keeps the branch and the result, the branch sends the event, and no route hands back a value",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class RenameViewController: UIViewController {",
        "    @IBOutlet weak var nameField: UITextField!",
        "",
        "    @IBAction func doneTapped(_ sender: Any) {",
        "        if commit() {",
        "            navigationController?.popViewController(animated: true)",
        "        }",
        "    }",
        "",
        "    private func commit() -> Bool {",
        "        let name = nameField.text ?? \"\"",
        "        if name.isEmpty {",
        "            let alert = UIAlertController(title: \"A name is needed\", message: nil, preferredStyle: .alert)",
        "            alert.addAction(UIAlertAction(title: \"OK\", style: .cancel))",
        "            present(alert, animated: true)",
        "            return false",
        "        }",
        "        title = name",
        "        return true",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "commit()",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "an alert in a switch case that answers UIKit's question (return false): the view keeps the switch and its answers, the case sends the event",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class PlansViewController: UITableViewController {",
        "    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {",
        "        switch indexPath.row {",
        "        case 0:",
        "            let alert = UIAlertController(title: \"Coming soon\", message: nil, preferredStyle: .alert)",
        "            alert.addAction(UIAlertAction(title: \"OK\", style: .cancel))",
        "            present(alert, animated: true)",
        "            return false",
        "        default:",
        "            return true",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "tableView(_:shouldHighlightRowAt:)",
          "destinations": [
            "view",
            "adapter",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a value the route asks of one of the screen's own methods (composer.title = deviceReport()) is worked out by the view when it sends the event and travels in its place",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class SupportViewController: UIViewController {",
        "    var appVersion = \"1.0\"",
        "",
        "    private func deviceReport() -> String {",
        "        \"Version \\(appVersion) on \\(UIDevice.current.systemVersion)\"",
        "    }",
        "",
        "    @IBAction func contactTapped(_ sender: Any) {",
        "        let composer = UIViewController()",
        "        composer.title = deviceReport()",
        "        present(composer, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "contactTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "deviceReport()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "what the user typed, read by the route's own guard (guard let email = emailField.text), is read by the view when it sends the event: the presenter checks it, the router shares it",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class InviteViewController: UIViewController {",
        "    @IBOutlet weak var emailField: UITextField!",
        "",
        "    @IBAction func inviteTapped(_ sender: Any) {",
        "        guard let email = emailField.text, !email.isEmpty else { return }",
        "        let share = UIActivityViewController(activityItems: [email], applicationActivities: nil)",
        "        present(share, animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "inviteTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "emailField",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "navigation inside a decision on data (if SessionStore.shared.isExpired { present(alert); return }) leaves block by block: the view keeps the decision, with its data read said unresolved, and sends the event where the alert was",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class SessionStore {",
        "    static let shared = SessionStore()",
        "    var isExpired = false",
        "    func save(_ note: String) {}",
        "}",
        "",
        "final class NoteViewController: UIViewController {",
        "    @IBOutlet weak var statusLabel: UILabel!",
        "",
        "    @IBAction func saveTapped(_ sender: Any) {",
        "        if SessionStore.shared.isExpired {",
        "            let alert = UIAlertController(title: \"Session expired\", message: \"Sign in again to save.\", preferredStyle: .alert)",
        "            alert.addAction(UIAlertAction(title: \"OK\", style: .default))",
        "            present(alert, animated: true)",
        "            return",
        "        }",
        "        statusLabel.text = \"Saved\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "saveTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ],
          "unresolved": true
        },
        {
          "member": "statusLabel",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a segue performed through SwiftGen's perform(segue:) takes its prepare(for:sender:) branch along, checked as the segue's rawValue, and the state the branch reads travels with the route",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol SegueType: RawRepresentable {}",
        "",
        "extension UIViewController {",
        "    func perform<S: SegueType>(segue: S, sender: Any? = nil) where S.RawValue == String {",
        "        performSegue(withIdentifier: segue.rawValue, sender: sender)",
        "    }",
        "}",
        "",
        "enum StoryboardSegue {",
        "    enum Help: String, SegueType {",
        "        case showAnswer",
        "    }",
        "}",
        "",
        "final class AnswerViewController: UIViewController {",
        "    var index = 0",
        "}",
        "",
        "final class QuestionsViewController: UIViewController {",
        "    private var selectedIndex: Int?",
        "",
        "    @IBAction func questionTapped(_ sender: UIButton) {",
        "        selectedIndex = sender.tag",
        "        perform(segue: StoryboardSegue.Help.showAnswer)",
        "    }",
        "",
        "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {",
        "        if segue.identifier == StoryboardSegue.Help.showAnswer.rawValue {",
        "            let answer = segue.destination as? AnswerViewController",
        "            answer?.index = selectedIndex ?? 0",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "questionTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "prepare(for:sender:)",
          "destinations": [
            "view",
            "router"
          ]
        }
      ]
    },
    {
      "name": "an app's own navigator the screen holds, of a class the project declares, handed the screen to navigate from (environment.navigator.navigateTo(order:from: self)) is navigation: the route calls it from the screen; a delegate protocol handed the screen is this module's output, no navigation",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Order {",
        "    let id: Int",
        "}",
        "",
        "/// The app's own navigator: screens are opened from the screen handed to it.",
        "final class AppNavigator {",
        "    func navigateTo(order: Order, from fromController: UIViewController) {",
        "        fromController.navigationController?.pushViewController(UIViewController(), animated: true)",
        "    }",
        "}",
        "",
        "final class AppEnvironment {",
        "    let navigator = AppNavigator()",
        "}",
        "",
        "protocol OrdersViewControllerDelegate: AnyObject {",
        "    func ordersViewController(_ controller: UIViewController, didClose orders: [Order])",
        "}",
        "",
        "final class OrdersViewController: UIViewController {",
        "    weak var delegate: OrdersViewControllerDelegate?",
        "    private let environment: AppEnvironment",
        "    private var orders: [Order] = []",
        "",
        "    init(environment: AppEnvironment) {",
        "        self.environment = environment",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) {",
        "        fatalError(\"init(coder:) has not been implemented\")",
        "    }",
        "",
        "    func didSelect(_ order: Order) {",
        "        environment.navigator.navigateTo(order: order, from: self)",
        "    }",
        "",
        "    // A delegate handed the screen tells this module's output: no navigation of its own.",
        "    @objc func closeTapped() {",
        "        delegate?.ordersViewController(self, didClose: orders)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "didSelect(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        },
        {
          "member": "closeTapped()",
          "destinations": [
            "view"
          ]
        }
      ]
    }
  ]
}
"""#),
        ("presentation-logic.json", #"""
{
  "id": "presentation-logic",
  "title": "Presentation logic",
  "source": "book-of-viper/english-module-structure.md — the presenter prepares data for the view; surf-mvp.en.txt — view models of plain types",
  "matcher": "presentation-logic",
  "summary": "Display code that formats model values with a formatter the controller holds hands the formatting to the presenter: the presenter keeps the formatter, computes the text and passes it to the view, which only sets it. Text built from the values the view is handed (an interpolation, a concatenation with a literal, String(format:)) is built by the presenter the same way.",
  "vocabulary": {
    "formatterTypes": [
      "*Formatter",
      "ISO8601DateFormatter"
    ]
  },
  "examples": [
    {
      "name": "a date formatter used to show a loaded value",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "protocol ClockService {",
        "    func now() -> Date",
        "}",
        "",
        "final class ClockServiceImplementation: ClockService {",
        "    func now() -> Date { Date(timeIntervalSince1970: 0) }",
        "}",
        "",
        "final class ClockViewController: UIViewController {",
        "    @IBOutlet weak var timeLabel: UILabel!",
        "    private let clockService: ClockService = ClockServiceImplementation()",
        "    private let formatter: DateFormatter = {",
        "        let formatter = DateFormatter()",
        "        formatter.timeStyle = .short",
        "        return formatter",
        "    }()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        let now = clockService.now()",
        "        timeLabel.text = \"It is \" + formatter.string(from: now)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "formatter",
          "destinations": [
            "presenter"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "text built from a loaded model's values",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Person {",
        "    let firstName: String",
        "    let lastName: String",
        "    let friends: Int",
        "}",
        "",
        "protocol PeopleService {",
        "    func me() -> Person",
        "}",
        "",
        "final class PeopleServiceImplementation: PeopleService {",
        "    func me() -> Person { Person(firstName: \"Ada\", lastName: \"Lovelace\", friends: 3) }",
        "}",
        "",
        "final class MeViewController: UIViewController {",
        "    @IBOutlet weak var nameLabel: UILabel!",
        "    @IBOutlet weak var friendsLabel: UILabel!",
        "    private let peopleService: PeopleService = PeopleServiceImplementation()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        let person = peopleService.me()",
        "        nameLabel.text = \"\\(person.firstName) \\(person.lastName)\"",
        "        friendsLabel.text = String(person.friends) + \" friends\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a formatter the view's data work configures goes to the presenter, which hands the interactor its own",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class WalletService {",
        "    static let shared = WalletService()",
        "    var currencySymbol = \"€\"",
        "    var balance: Decimal = 0",
        "}",
        "",
        "final class BalanceViewController: UIViewController {",
        "    @IBOutlet weak var balanceLabel: UILabel!",
        "    private lazy var balanceFormatter: NumberFormatter = {",
        "        let formatter = NumberFormatter()",
        "        formatter.numberStyle = .currency",
        "        return formatter",
        "    }()",
        "",
        "    override func viewWillAppear(_ animated: Bool) {",
        "        super.viewWillAppear(animated)",
        "        updateBalance()",
        "    }",
        "",
        "    private func updateBalance() {",
        "        let balance = WalletService.shared.balance",
        "        balanceFormatter.currencySymbol = WalletService.shared.currencySymbol",
        "        balanceLabel.text = balanceFormatter.string(from: balance as NSDecimalNumber)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "balanceFormatter",
          "destinations": [
            "presenter"
          ]
        },
        {
          "member": "updateBalance()",
          "destinations": [
            "view",
            "interactor",
            "presenter"
          ]
        }
      ]
    }
  ]
}
"""#),
        ("routing-switch.json", #"""
{
  "id": "routing-switch",
  "title": "Transition between modules",
  "source": "book-of-viper/english-mvc-chainsaw-massacre.md — Refactoring examples: Transition between modules",
  "matcher": "routing-switch",
  "summary": "A switch (or if-chain) whose branches create and show other controllers becomes one ViewOutput event; the presenter dispatches on the same cases and calls one RouterInput method per branch, which holds that branch's original code. A branch shows a screen as much when it hands the controller to an app helper that presents on it (`ScreenPresenter.showVC(…, parentViewController: self)`); a branch that hands the method's caller a result, throws, jumps out of a loop, or returns before statements after the dispatch keeps the dispatch in the view.",
  "vocabulary": {
    "navigationCalls": [
      "pushViewController",
      "present",
      "show",
      "showDetailViewController",
      "performSegue",
      "setViewControllers",
      "popViewController",
      "popToRootViewController",
      "popToViewController",
      "dismiss"
    ],
    "screenFactories": [
      "instantiateViewController",
      "instantiateInitialViewController",
      "UIStoryboard"
    ]
  },
  "examples": [
    {
      "name": "a switch over the selected row pushes storyboard screens",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "enum SettingsRow: Int {",
        "    case account",
        "    case about",
        "}",
        "",
        "final class SettingsViewController: UITableViewController {",
        "    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
        "        guard let row = SettingsRow(rawValue: indexPath.row) else { return }",
        "        switch row {",
        "        case .account:",
        "            let storyboard = UIStoryboard(name: \"Account\", bundle: nil)",
        "            navigationController?.pushViewController(storyboard.instantiateViewController(withIdentifier: \"Account\"), animated: true)",
        "        case .about:",
        "            present(UIViewController(), animated: true)",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "tableView(_:didSelectRowAt:)",
          "destinations": [
            "view",
            "presenter",
            "router",
            "adapter"
          ]
        }
      ]
    },
    {
      "name": "an if-chain in an action method, hidden behind an app base class",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "class BaseViewController: UIViewController {}",
        "",
        "final class HomeViewController: BaseViewController {",
        "    @IBAction func didTapOpen(_ sender: Any) {",
        "        let index = 1",
        "        if index == 0 {",
        "            navigationController?.pushViewController(UIViewController(), animated: true)",
        "        } else {",
        "            show(UIViewController(), sender: nil)",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "didTapOpen(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ],
      "className": "HomeViewController"
    },
    {
      "name": "a branch that reads an outlet stays in the view",
      "wholeScreen": false,
      "input": [
        "import UIKit",
        "",
        "final class ListViewController: UIViewController {",
        "    @IBOutlet weak var titleLabel: UILabel!",
        "    func open(_ index: Int) {",
        "        switch index {",
        "        case 0:",
        "            let controller = UIViewController()",
        "            controller.title = titleLabel.text",
        "            navigationController?.pushViewController(controller, animated: true)",
        "        default:",
        "            break",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "open(_:)",
          "destinations": [],
          "unresolved": true
        }
      ]
    },
    {
      "name": "state a branch hands to the next screen travels with the event",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class CitiesViewController: UITableViewController {",
        "    var cities: [String] = [\"Kazan\", \"Perm\"]",
        "",
        "    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
        "        switch indexPath.section {",
        "        case 0:",
        "            let details = UIViewController()",
        "            details.title = self.cities[indexPath.row]",
        "            navigationController?.pushViewController(details, animated: true)",
        "        default:",
        "            present(UIViewController(), animated: true)",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "tableView(_:didSelectRowAt:)",
          "destinations": [
            "view",
            "presenter",
            "router",
            "adapter"
          ]
        }
      ]
    },
    {
      "name": "a switch over the sending button's tag",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class TabsViewController: UIViewController {",
        "    @IBAction func categoryTapped(_ sender: UIButton) {",
        "        switch sender.tag {",
        "        case 0:",
        "            let news = UIViewController()",
        "            news.title = \"News\"",
        "            navigationController?.pushViewController(news, animated: true)",
        "        default:",
        "            let sports = UIViewController()",
        "            sports.title = \"Sports \\(sender.tag)\"",
        "            navigationController?.pushViewController(sports, animated: true)",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "categoryTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a branch that opens the link its condition unwrapped: the presenter unwraps it, the router is handed the URL",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class HelpViewController: UIViewController {",
        "    private let links = [\"https://example.com/faq\", \"https://example.com/contact\"]",
        "",
        "    // One button per link: its tag is the link's position.",
        "    @IBAction func linkTapped(_ sender: UIButton) {",
        "        if let url = URL(string: links[sender.tag]) {",
        "            let browser = BrowserViewController(url: url)",
        "            navigationController?.pushViewController(browser, animated: true)",
        "        } else {",
        "            let alert = UIAlertController(title: \"Broken link\", message: nil, preferredStyle: .alert)",
        "            present(alert, animated: true)",
        "        }",
        "    }",
        "}",
        "",
        "final class BrowserViewController: UIViewController {",
        "    let url: URL",
        "",
        "    init(url: URL) {",
        "        self.url = url",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) { nil }",
        "}"
      ],
      "expect": [
        {
          "member": "linkTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a branch that hands this screen to the next one as its delegate: the presenter decides, the route hands over its transition handler as the view's class",
      "wholeScreen": true,
      "className": "EditorViewController",
      "input": [
        "import UIKit",
        "",
        "protocol ColorPickerDelegate: AnyObject {",
        "    func colorPicker(_ picker: ColorPickerViewController, didPick color: UIColor)",
        "}",
        "",
        "final class ColorPickerViewController: UIViewController {",
        "    weak var delegate: ColorPickerDelegate?",
        "}",
        "",
        "enum EditorTool {",
        "    case color, text",
        "}",
        "",
        "final class EditorViewController: UIViewController, ColorPickerDelegate {",
        "    @IBOutlet weak var canvas: UIView!",
        "",
        "    func open(_ tool: EditorTool) {",
        "        switch tool {",
        "        case .color:",
        "            let picker = ColorPickerViewController()",
        "            picker.delegate = self",
        "            present(picker, animated: true)",
        "        case .text:",
        "            navigationController?.pushViewController(UIViewController(), animated: true)",
        "        }",
        "    }",
        "",
        "    func colorPicker(_ picker: ColorPickerViewController, didPick color: UIColor) {",
        "        canvas.backgroundColor = color",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "open(_:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    },
    {
      "name": "a branch that binds its own value of the unwrapped name (`let user = User.guest`) routes without the method's",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct User {",
        "    let name: String",
        "    static let guest = User(name: \"Guest\")",
        "}",
        "",
        "final class ProfileViewController: UIViewController {",
        "    init(user: User) { super.init(nibName: nil, bundle: nil) }",
        "    required init?(coder: NSCoder) { nil }",
        "}",
        "",
        "final class SignUpViewController: UIViewController {",
        "    init(user: User) { super.init(nibName: nil, bundle: nil) }",
        "    required init?(coder: NSCoder) { nil }",
        "}",
        "",
        "final class AccountViewController: UIViewController {",
        "    func open(_ user: User?) {",
        "        if let user {",
        "            navigationController?.pushViewController(ProfileViewController(user: user), animated: true)",
        "        } else {",
        "            let user = User.guest",
        "            present(SignUpViewController(user: user), animated: true)",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "open(_:)",
          "destinations": [
            "router",
            "view",
            "presenter"
          ]
        }
      ]
    },
    {
      "name": "branches that navigate by handing the controller to the app's own presenting helper (ScreenPresenter.showScreen(…, parentViewController: self)) are a dispatch like pushes: the presenter decides, each branch is a route handing the helper the screen",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class ScreenPresenter {",
        "    static func showScreen(_ viewController: UIViewController, parentNavigationController: UINavigationController?, parentViewController: UIViewController?) {",
        "        parentNavigationController?.pushViewController(viewController, animated: true)",
        "    }",
        "",
        "    static func presentAlert(_ alertController: UIViewController, parentVC: UIViewController) {",
        "        parentVC.present(alertController, animated: true)",
        "    }",
        "}",
        "",
        "final class ThreadViewController: UIViewController {",
        "    func open(kind: Int) {",
        "        if kind == 0 {",
        "            let reply = UIViewController()",
        "            ScreenPresenter.showScreen(reply, parentNavigationController: navigationController, parentViewController: self)",
        "        } else {",
        "            ScreenPresenter.presentAlert(UIAlertController(title: \"Not yet\", message: nil, preferredStyle: .alert), parentVC: self)",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "open(kind:)",
          "destinations": [
            "view",
            "presenter",
            "router"
          ]
        }
      ]
    }
  ]
}
"""#),
        ("state.json", #"""
{
  "id": "state",
  "title": "State",
  "source": "book-of-viper/english-module-structure.md — the view is passive, the presenter holds the module's state; surf-mvp.en.txt — the presenter keeps the model",
  "matcher": "state",
  "summary": "A property holding model data (a type the app declares — an enum only when its cases carry model data, since a plain choice is a value like a Bool and display states carrying view models are the view's — or a result the display code stores) moves to the presenter when every use left in the view is the display code storing a result, or the start of an action just before the event it sends: the presenter stores the result and runs that start, and the view passes what the user entered (widgetValues) as the event's parameters. Pure UI state stays in the view (lazy properties and the type's own among it, when they hold no model type and are made without reading data), and the screen's own things are not data at all — its views and the app's classes built on UIKit's (through the project's declarations), layout values (CGFloat, NSLayoutConstraint), lists of the screen's views and cells, constants spelled out, collaborators (a subject the view sends its events on among them) — so code reading them is view code, never reported, and so does a property whose `didSet`/`willSet` updates the screen (an outlet, a method, UIKit's API): results reach it through a display command that sets it; model data the view was given and never changes, not even in part, is its copy of what it shows, and code reading it is view code — written only where the presenter's results arrive, or where other code hands it over (an initializer storing what it is handed, a method only other files call); other model data the view still reads elsewhere stays and is reported, with the code that reads it (a member that only stores what it is handed, as an initializer does, reads none of it). Statements of a method that change model data the presenter holds, worked out from that data, the method's parameters and its controls' values (`sender.value`, read by the view and passed) alone (no view, no data work, nothing the method bound before them), send an event where they stood, and the presenter runs them on its own state; what the method does with the screen around them stays, in its order (a `guard` among them stays in the view and ends the run, unless nothing follows it). State the presenter holds only once the view hands it over (set by the screen's initializer, unset until then) stays worked on in the view, reported.",
  "vocabulary": {
    "widgetValues": [
      "UITextField.text: String?",
      "UITextView.text: String!",
      "UISearchBar.text: String?",
      "UISwitch.isOn: Bool",
      "UISlider.value: Float",
      "UIStepper.value: Double",
      "UISegmentedControl.selectedSegmentIndex: Int",
      "UIDatePicker.date: Date",
      "UIButton.tag: Int",
      "UIBarButtonItem.tag: Int",
      "UIControl.tag: Int"
    ],
    "collaboratorTypes": [
      "*ViewModel",
      "*ViewModelType",
      "*Presenter",
      "*Interactor",
      "*Coordinator",
      "*Router",
      "*Navigator",
      "*Delegate",
      "*DataSource",
      "*Handler",
      "*Listener",
      "*Observer",
      "PassthroughSubject",
      "PublishSubject",
      "PublishRelay"
    ]
  },
  "examples": [
    {
      "name": "a loaded model the save action edits with what the user typed",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Settings {",
        "    var nickname: String",
        "    var notificationsEnabled: Bool",
        "}",
        "",
        "protocol SettingsService {",
        "    func load(completion: @escaping (Settings) -> Void)",
        "    func save(_ settings: Settings)",
        "}",
        "",
        "final class SettingsServiceImplementation: SettingsService {",
        "    func load(completion: @escaping (Settings) -> Void) { completion(Settings(nickname: \"\", notificationsEnabled: false)) }",
        "    func save(_ settings: Settings) {}",
        "}",
        "",
        "final class SettingsViewController: UIViewController {",
        "    @IBOutlet weak var nicknameField: UITextField!",
        "    @IBOutlet weak var notificationsSwitch: UISwitch!",
        "    private let settingsService: SettingsService = SettingsServiceImplementation()",
        "    private var settings: Settings?",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        settingsService.load { [weak self] settings in",
        "            self?.settings = settings",
        "            self?.nicknameField.text = settings.nickname",
        "            self?.notificationsSwitch.isOn = settings.notificationsEnabled",
        "        }",
        "    }",
        "",
        "    @IBAction func saveTapped(_ sender: UIButton) {",
        "        guard var settings = settings else { return }",
        "        // What the user changed on screen.",
        "        settings.nickname = nicknameField.text ?? settings.nickname",
        "        settings.notificationsEnabled = notificationsSwitch.isOn",
        "        settingsService.save(settings)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "settings",
          "destinations": [
            "presenter"
          ]
        },
        {
          "member": "saveTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a flag only UI code reads is pure UI state and stays",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class DetailsViewController: UIViewController {",
        "    @IBOutlet weak var detailsLabel: UILabel!",
        "    private var isExpanded = false",
        "",
        "    @IBAction func toggleTapped(_ sender: UIButton) {",
        "        isExpanded.toggle()",
        "        detailsLabel.numberOfLines = isExpanded ? 0 : 2",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "isExpanded",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "toggleTapped(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "the screen's own things are not data: a constraint, a field class built on UIKit, a layout value, a list of cells, a constant spelled out; code reading them is view code, not reported",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "class PillField: UITextField {}",
        "",
        "final class SignUpFormViewController: UIViewController {",
        "    @IBOutlet weak var formBottomConstraint: NSLayoutConstraint!",
        "    private lazy var nameField: PillField = {",
        "        let field = PillField()",
        "        field.placeholder = \"Name\"",
        "        return field",
        "    }()",
        "    private var keyboardInset: CGFloat = 0",
        "    private var rows: [[UITableViewCell]] = []",
        "    private let formSection = 1",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        view.addSubview(nameField)",
        "        rows = [[UITableViewCell()], [UITableViewCell()]]",
        "    }",
        "",
        "    func keyboardWillShow(height: CGFloat) {",
        "        keyboardInset = height",
        "        formBottomConstraint.constant = keyboardInset + CGFloat(formSection) * 8",
        "        nameField.isHidden = rows.count <= formSection",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "keyboardWillShow(height:)",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "nameField",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "keyboardInset",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "rows",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "formSection",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "model data the view reads to draw itself, written only where the presenter's result arrives: the view's copy of what it shows",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Article {",
        "    let title: String",
        "}",
        "",
        "protocol ArticleService {",
        "    func article() -> Article",
        "}",
        "",
        "final class ArticleServiceImplementation: ArticleService {",
        "    func article() -> Article { Article(title: \"\") }",
        "}",
        "",
        "final class ArticleViewController: UIViewController {",
        "    @IBOutlet weak var titleLabel: UILabel!",
        "    private let articleService: ArticleService = ArticleServiceImplementation()",
        "    private var article: Article?",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        article = articleService.article()",
        "    }",
        "",
        "    override func viewWillLayoutSubviews() {",
        "        super.viewWillLayoutSubviews()",
        "        titleLabel.text = article?.title",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "article",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a property whose didSet draws the screen stays, set by a display command",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "import Combine",
        "",
        "struct Forecast {",
        "    let summary: String",
        "}",
        "",
        "protocol WeatherService {",
        "    func forecast() -> AnyPublisher<Forecast?, Never>",
        "}",
        "",
        "final class WeatherViewController: UIViewController {",
        "    @IBOutlet weak var summaryLabel: UILabel!",
        "    var service: WeatherService!",
        "    var forecast: Forecast? {",
        "        didSet { summaryLabel.text = forecast?.summary }",
        "    }",
        "    private var cancellables = Set<AnyCancellable>()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        service.forecast()",
        "            .receive(on: DispatchQueue.main)",
        "            .assign(to: \\.forecast, on: self)",
        "            .store(in: &cancellables)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "forecast",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "the success value of a delivered Result is kept by the presenter, which hands it to the action that reads it",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Forecast {",
        "    let city: String",
        "    let temperature: Double",
        "}",
        "",
        "protocol WeatherService {",
        "    func forecast(for city: String, completion: @escaping (Result<Forecast, Error>) -> Void)",
        "    func share(_ forecast: Forecast)",
        "}",
        "",
        "final class WeatherServiceImplementation: WeatherService {",
        "    func forecast(for city: String, completion: @escaping (Result<Forecast, Error>) -> Void) {}",
        "    func share(_ forecast: Forecast) {}",
        "}",
        "",
        "final class WeatherViewController: UIViewController {",
        "    @IBOutlet private weak var temperatureLabel: UILabel!",
        "    private let service: WeatherService = WeatherServiceImplementation()",
        "    private var forecast: Forecast?",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        service.forecast(for: \"Berlin\") { [weak self] result in",
        "            switch result {",
        "            case .success(let forecast):",
        "                self?.forecast = forecast",
        "                self?.temperatureLabel.text = \"\\(forecast.temperature)°\"",
        "            case .failure:",
        "                self?.temperatureLabel.text = \"–\"",
        "            }",
        "        }",
        "    }",
        "",
        "    @IBAction func shareTapped(_ sender: Any) {",
        "        guard let forecast = forecast else { return }",
        "        service.share(forecast)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "forecast",
          "destinations": [
            "presenter"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "shareTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a Result's value the view keeps as it arrives, cleared on failure: the view's copy of what it shows; the action hands it over",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Forecast {",
        "    let city: String",
        "    let temperature: Double",
        "}",
        "",
        "protocol WeatherService {",
        "    func forecast(for city: String, completion: @escaping (Result<Forecast, Error>) -> Void)",
        "    func share(_ forecast: Forecast)",
        "}",
        "",
        "final class WeatherServiceImplementation: WeatherService {",
        "    func forecast(for city: String, completion: @escaping (Result<Forecast, Error>) -> Void) {}",
        "    func share(_ forecast: Forecast) {}",
        "}",
        "",
        "final class WeatherViewController: UIViewController {",
        "    @IBOutlet private weak var temperatureLabel: UILabel!",
        "    private let service: WeatherService = WeatherServiceImplementation()",
        "    private var forecast: Forecast?",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        service.forecast(for: \"Berlin\") { [weak self] result in",
        "            switch result {",
        "            case .success(let forecast):",
        "                self?.forecast = forecast",
        "                self?.temperatureLabel.text = \"\\(forecast.temperature)°\"",
        "            case .failure:",
        "                self?.forecast = nil",
        "                self?.temperatureLabel.text = \"–\"",
        "            }",
        "        }",
        "    }",
        "",
        "    @IBAction func shareTapped(_ sender: Any) {",
        "        guard let forecast = forecast else { return }",
        "        service.share(forecast)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "forecast",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "shareTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "the same with `case let .success(forecast)` and an action that unwraps the state with `if let forecast`",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Forecast {",
        "    let city: String",
        "    let temperature: Double",
        "}",
        "",
        "protocol WeatherService {",
        "    func forecast(for city: String, completion: @escaping (Result<Forecast, Error>) -> Void)",
        "    func share(_ forecast: Forecast)",
        "}",
        "",
        "final class WeatherServiceImplementation: WeatherService {",
        "    func forecast(for city: String, completion: @escaping (Result<Forecast, Error>) -> Void) {}",
        "    func share(_ forecast: Forecast) {}",
        "}",
        "",
        "final class WeatherViewController: UIViewController {",
        "    @IBOutlet private weak var temperatureLabel: UILabel!",
        "    private let service: WeatherService = WeatherServiceImplementation()",
        "    private var forecast: Forecast?",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        service.forecast(for: \"Berlin\") { [weak self] result in",
        "            switch result {",
        "            case let .success(forecast):",
        "                self?.forecast = forecast",
        "                self?.temperatureLabel.text = \"\\(forecast.temperature)°\"",
        "            case .failure:",
        "                self?.temperatureLabel.text = \"–\"",
        "            }",
        "        }",
        "    }",
        "",
        "    @IBAction func shareTapped(_ sender: Any) {",
        "        if let forecast {",
        "            service.share(forecast)",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "forecast",
          "destinations": [
            "presenter"
          ]
        },
        {
          "member": "shareTapped(_:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        }
      ]
    },
    {
      "name": "a view model the app declares is a collaborator, not data: it stays with the view and is not reported",
      "input": [
        "import UIKit",
        "",
        "final class ProfileViewModel {",
        "    var name = \"\"",
        "    var isPremium = false",
        "}",
        "",
        "final class ProfileViewController: UIViewController {",
        "    @IBOutlet weak var nameLabel: UILabel!",
        "    var viewModel = ProfileViewModel()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        nameLabel.text = viewModel.name",
        "        nameLabel.textColor = viewModel.isPremium ? .systemYellow : .label",
        "    }",
        "}"
      ],
      "wholeScreen": false,
      "expect": [
        {
          "member": "viewModel",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "what the presenter hands the view to show, written only where it arrives: the view keeps its copy, and code reading it is view code",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class Article {",
        "    let title: String",
        "    init(title: String) { self.title = title }",
        "}",
        "",
        "final class ArticleService {",
        "    static let shared = ArticleService()",
        "    func fetchArticles(completion: @escaping ([Article]) -> Void) { completion([]) }",
        "}",
        "",
        "final class ArticlesViewController: UIViewController {",
        "    @IBOutlet weak var countLabel: UILabel!",
        "    private var articles: [Article] = []",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        ArticleService.shared.fetchArticles { articles in",
        "            self.articles = articles",
        "            self.countLabel.text = \"\\(articles.count)\"",
        "        }",
        "    }",
        "",
        "    @IBAction func showTitlesTapped(_ sender: UIButton) {",
        "        countLabel.text = articles.map(\\.title).joined(separator: \", \")",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "articles",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "showTitlesTapped(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "model data the view's own code changes is no copy of what it was shown: it stays, and says why",
      "wholeScreen": false,
      "input": [
        "import UIKit",
        "",
        "final class Article {",
        "    let title: String",
        "    init(title: String) { self.title = title }",
        "}",
        "",
        "final class ArticleService {",
        "    static let shared = ArticleService()",
        "    func fetchArticles(completion: @escaping ([Article]) -> Void) { completion([]) }",
        "}",
        "",
        "final class ArticlesViewController: UIViewController {",
        "    @IBOutlet weak var countLabel: UILabel!",
        "    private var articles: [Article] = []",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        ArticleService.shared.fetchArticles { articles in",
        "            self.articles = articles",
        "            self.countLabel.text = \"\\(articles.count)\"",
        "        }",
        "    }",
        "",
        "    @IBAction func showTitlesTapped(_ sender: UIButton) {",
        "        articles.removeAll()",
        "        countLabel.text = nil",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "articles",
          "destinations": [
            "view"
          ],
          "unresolved": true
        }
      ]
    },
    {
      "name": "a constant of the type (static let), made without reading data, is no model data the view holds",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class HelpViewController: UIViewController {",
        "    @IBOutlet weak var topicLabel: UILabel!",
        "    private static let topics = [\"Getting started\", \"Payments\", \"Privacy\"]",
        "",
        "    @IBAction func nextTopicTapped(_ sender: UIButton) {",
        "        topicLabel.text = Self.topics[sender.tag % Self.topics.count]",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "topics",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "nextTopicTapped(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "what a UIKit type hands out (an app's factory in an extension of it) is the screen's, not model data",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "extension UIStackView {",
        "    static func column(_ views: [UIView]) -> UIStackView {",
        "        let stack = UIStackView()",
        "        views.forEach { stack.addArrangedSubview($0) }",
        "        return stack",
        "    }",
        "}",
        "",
        "final class ProfileViewController: UIViewController {",
        "    private let nameLabel = UILabel()",
        "    private lazy var column = UIStackView.column([nameLabel])",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        view.addSubview(column)",
        "    }",
        "",
        "    func showName(_ name: String) {",
        "        nameLabel.text = name",
        "        column.isHidden = name.isEmpty",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "column",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "showName(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a lazy property and a type's own holding no model data, made without reading data, are the view's: code reading them is view code",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class SignUpViewController: UIViewController {",
        "    @IBOutlet weak var emailField: UITextField!",
        "    @IBOutlet weak var signUpButton: UIButton!",
        "    private static var visits = 0",
        "    private lazy var allowedDomains: Set<String> = [\"example.com\", \"mail.example.org\"]",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        SignUpViewController.visits += 1",
        "        emailField.placeholder = SignUpViewController.visits > 1 ? \"Welcome back\" : \"name@example.com\"",
        "    }",
        "",
        "    @IBAction func emailChanged(_ sender: UITextField) {",
        "        let domain = sender.text?.split(separator: \"@\").last.map(String.init) ?? \"\"",
        "        signUpButton.isEnabled = allowedDomains.contains(domain)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "visits",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "allowedDomains",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "emailChanged(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "an initializer that only stores what it is handed reads none of the model data it stores; the view changes it, so the presenter holds it, and the code changing it is reported",
      "wholeScreen": false,
      "input": [
        "import UIKit",
        "",
        "struct Invoice {",
        "    let number: String",
        "    let total: Double",
        "}",
        "",
        "final class InvoiceViewController: UIViewController {",
        "    private let numberLabel = UILabel()",
        "    private var invoice: Invoice",
        "",
        "    init(invoice: Invoice) {",
        "        self.invoice = invoice",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) { fatalError(\"init(coder:) has not been implemented\") }",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        view.addSubview(numberLabel)",
        "        numberLabel.text = invoice.number",
        "    }",
        "",
        "    @IBAction func discountTapped(_ sender: UIButton) {",
        "        invoice = Invoice(number: invoice.number, total: invoice.total * 0.9)",
        "        numberLabel.text = \"\\(invoice.number): \\(invoice.total)\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "invoice",
          "destinations": [
            "presenter"
          ]
        },
        {
          "member": "init(invoice:)",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "discountTapped(_:)",
          "destinations": [
            "view"
          ],
          "unresolved": true
        }
      ]
    },
    {
      "name": "model data the screen is handed when it is made and never changes itself: the view's copy of what it shows, and code reading it is view code",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Trip {",
        "    let city: String",
        "    let nights: Int",
        "}",
        "",
        "final class TripSummaryViewController: UIViewController {",
        "    private let cityLabel = UILabel()",
        "    private let nightsLabel = UILabel()",
        "    private let trip: Trip",
        "",
        "    init(trip: Trip) {",
        "        self.trip = trip",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) { fatalError(\"init(coder:) has not been implemented\") }",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        view.addSubview(cityLabel)",
        "        view.addSubview(nightsLabel)",
        "        showTrip()",
        "    }",
        "",
        "    private func showTrip() {",
        "        cityLabel.text = trip.city",
        "        nightsLabel.isHidden = trip.nights == 0",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "trip",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "init(trip:)",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "showTrip()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "model data the screen is handed when it is made and changes a part of itself: the presenter holds it, the view's property asks for it and hands back each change (the store runs after super.init), and the action that changes it is reported (the presenter holds it only once handed it)",
      "wholeScreen": false,
      "input": [
        "import UIKit",
        "",
        "struct Booking {",
        "    var guestName: String",
        "    let nights: Int",
        "}",
        "",
        "final class BookingViewController: UIViewController {",
        "    @IBOutlet weak var guestField: UITextField!",
        "    @IBOutlet weak var summaryLabel: UILabel!",
        "    private var booking: Booking",
        "",
        "    init(booking: Booking) {",
        "        self.booking = booking",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    required init?(coder: NSCoder) { fatalError(\"init(coder:) has not been implemented\") }",
        "",
        "    @IBAction func guestChanged(_ sender: UITextField) {",
        "        booking.guestName = guestField.text ?? booking.guestName",
        "        summaryLabel.text = \"\\(booking.guestName), \\(booking.nights) nights\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "booking",
          "destinations": [
            "presenter"
          ]
        },
        {
          "member": "init(booking:)",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "guestChanged(_:)",
          "destinations": [],
          "unresolved": true
        }
      ]
    },
    {
      "name": "a subject the view sends its events on (Combine's PassthroughSubject) holds no value: a channel, not data, even when what it carries is a model",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "import Combine",
        "",
        "struct Note {",
        "    let text: String",
        "}",
        "",
        "final class NoteEditorViewController: UIViewController {",
        "    @IBOutlet weak var textView: UITextView!",
        "    /// Whoever shows the editor listens here for the saved note.",
        "    let saved = PassthroughSubject<Note, Never>()",
        "",
        "    @IBAction func saveTapped(_ sender: UIButton) {",
        "        saved.send(Note(text: textView.text))",
        "        dismiss(animated: true)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "saved",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a list of the screen's own controls (an app class built on UISlider, a pair of views per entry) is the view's, not model data: code reading it is view code",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class LevelSlider: UISlider {}",
        "",
        "enum Channel: Int {",
        "    case left, right",
        "}",
        "",
        "final class MixerViewController: UIViewController {",
        "    private var sliders = [LevelSlider]()",
        "    private var meters: [Channel: (bar: UIProgressView, caption: UILabel)] = [:]",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        for channel in [Channel.left, .right] {",
        "            let slider = LevelSlider()",
        "            slider.tag = channel.rawValue",
        "            sliders.append(slider)",
        "            meters[channel] = (bar: UIProgressView(), caption: UILabel())",
        "            view.addSubview(slider)",
        "        }",
        "    }",
        "",
        "    func resetLevels() {",
        "        for slider in sliders {",
        "            slider.value = 0.5",
        "        }",
        "        for (_, meter) in meters {",
        "            meter.bar.progress = 0",
        "            meter.caption.text = \"0 dB\"",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "sliders",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "meters",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "resetLevels()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "the screen's display states, an enum namespaced by the scene whose cases carry view models, are the view's own, as its view model is: code switching over them is view code",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct OrderRowViewModel {",
        "    let title: String",
        "    let total: String",
        "}",
        "",
        "enum Orders {",
        "    enum ViewState {",
        "        case loading",
        "        case loaded(rows: [OrderRowViewModel])",
        "        case failed(message: String)",
        "    }",
        "}",
        "",
        "final class OrdersViewController: UIViewController {",
        "    @IBOutlet weak var spinner: UIActivityIndicatorView!",
        "    @IBOutlet weak var messageLabel: UILabel!",
        "    private var state: Orders.ViewState = .loading",
        "",
        "    func show(_ newState: Orders.ViewState) {",
        "        state = newState",
        "        render()",
        "    }",
        "",
        "    private func render() {",
        "        switch state {",
        "        case .loading:",
        "            spinner.startAnimating()",
        "        case .loaded(let rows):",
        "            spinner.stopAnimating()",
        "            messageLabel.text = rows.isEmpty ? \"No orders yet\" : nil",
        "        case .failed(let message):",
        "            spinner.stopAnimating()",
        "            messageLabel.text = message",
        "        }",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "state",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "render()",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "show(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a plain choice the app declares (an enum with no values in its cases) is a value as a Bool is: the screen's mode, read and switched by view code, stays with the view",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "enum SignInMode {",
        "    case signIn",
        "    case createAccount",
        "}",
        "",
        "final class SignInViewController: UIViewController {",
        "    @IBOutlet weak var titleLabel: UILabel!",
        "    @IBOutlet weak var confirmPasswordField: UITextField!",
        "    var mode: SignInMode = .signIn",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        applyMode()",
        "    }",
        "",
        "    @IBAction func switchModeTapped(_ sender: UIButton) {",
        "        mode = mode == .signIn ? .createAccount : .signIn",
        "        applyMode()",
        "    }",
        "",
        "    private func applyMode() {",
        "        titleLabel.text = mode == .signIn ? \"Sign in\" : \"Create an account\"",
        "        confirmPasswordField.isHidden = mode == .signIn",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "mode",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "applyMode()",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "switchModeTapped(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "model data the view's own code reads and changes: the presenter holds it; the view's property asks for it, so code that only reads it is view code, and the action that changes it sends the control's value, which the presenter works into it",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct Workout {",
        "    var name: String",
        "    var minutes: Int",
        "}",
        "",
        "final class WorkoutEditorViewController: UIViewController {",
        "    @IBOutlet weak var nameField: UITextField!",
        "    @IBOutlet weak var summaryLabel: UILabel!",
        "    @IBOutlet weak var saveButton: UIButton!",
        "    private var workout = Workout(name: \"\", minutes: 30)",
        "",
        "    private var summary: String {",
        "        \"\\(workout.name): \\(workout.minutes) min\"",
        "    }",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        nameField.text = workout.name",
        "        updateSummary()",
        "    }",
        "",
        "    private func updateSummary() {",
        "        summaryLabel.text = summary",
        "        saveButton.isEnabled = !workout.name.isEmpty",
        "    }",
        "",
        "    @IBAction func minutesChanged(_ sender: UIStepper) {",
        "        workout.minutes = Int(sender.value)",
        "        updateSummary()",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "workout",
          "destinations": [
            "presenter"
          ]
        },
        {
          "member": "summary",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "updateSummary()",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "minutesChanged(_:)",
          "destinations": [
            "view",
            "presenter"
          ]
        }
      ]
    },
    {
      "name": "an action that stores what the control hands it into model data the presenter holds (settings.usesCelsius = sender.isOn) decides nothing: the user's input reaches the presenter through the property, unreported; an action that works out a new value sends an event the presenter answers with that code",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct ThermostatSettings {",
        "    var usesCelsius: Bool",
        "    var target: Int",
        "}",
        "",
        "final class ThermostatViewController: UIViewController {",
        "    @IBOutlet weak var targetLabel: UILabel!",
        "    @IBOutlet weak var unitSwitch: UISwitch!",
        "    private var settings = ThermostatSettings(usesCelsius: true, target: 21)",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        render()",
        "    }",
        "",
        "    @IBAction func unitChanged(_ sender: UISwitch) {",
        "        settings.usesCelsius = sender.isOn",
        "        render()",
        "    }",
        "",
        "    @IBAction func resetTapped(_ sender: UIButton) {",
        "        settings.target = settings.usesCelsius ? 21 : 70",
        "        render()",
        "    }",
        "",
        "    private func render() {",
        "        unitSwitch.isOn = settings.usesCelsius",
        "        targetLabel.text = \"\\(settings.target)°\"",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "settings",
          "destinations": [
            "presenter"
          ]
        },
        {
          "member": "unitChanged(_:)",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "resetTapped(_:)",
          "destinations": [
            "view",
            "presenter"
          ]
        },
        {
          "member": "render()",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a struct nested in the controller that groups the screen's own cells with their captions (Section { title, cells }) is the screen's layout, not model data: the list reading it, whose cells' switches target the controller, stays in the view unreported",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "final class AccountSettingsViewController: UIViewController, UITableViewDataSource {",
        "    private struct Section {",
        "        let title: String?",
        "        let cells: [UITableViewCell]",
        "    }",
        "",
        "    @IBOutlet weak var tableView: UITableView!",
        "    private let nameCell = UITableViewCell()",
        "    private let syncCell = UITableViewCell()",
        "    private var sections: [Section] = []",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        nameCell.textLabel?.text = \"Name\"",
        "        syncCell.textLabel?.text = \"Sync\"",
        "        sections = [Section(title: \"Profile\", cells: [nameCell]), Section(title: nil, cells: [syncCell])]",
        "        tableView.dataSource = self",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        sections[section].cells.count",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = sections[indexPath.section].cells[indexPath.row]",
        "        let toggle = UISwitch()",
        "        toggle.addTarget(self, action: #selector(syncChanged(_:)), for: .valueChanged)",
        "        cell.accessoryView = toggle",
        "        return cell",
        "    }",
        "",
        "    func numberOfSections(in tableView: UITableView) -> Int {",
        "        sections.count",
        "    }",
        "",
        "    @objc private func syncChanged(_ sender: UISwitch) {",
        "        title = sender.isOn ? \"Syncing\" : sections.first?.title",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "sections",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "tableView(_:numberOfRowsInSection:)",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "syncChanged(_:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "changes to model data the presenter holds, worked out from that data and the method's parameters, send an event the presenter answers with that code (a control's value, read by the view, travels with it), the screen work and a guard around them staying in their order; a change reading what the view bound stays whole",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "",
        "struct SynthSettings {",
        "    var velocitySensitive = false",
        "    var tempo = 120",
        "}",
        "",
        "final class SynthViewController: UIViewController {",
        "    @IBOutlet weak var tempoLabel: UILabel!",
        "    private var settings = SynthSettings()",
        "",
        "    override func viewWillAppear(_ animated: Bool) {",
        "        super.viewWillAppear(animated)",
        "        tempoLabel.text = \"\\(settings.tempo)\"",
        "    }",
        "",
        "    func didToggleVelocity() {",
        "        settings.velocitySensitive = !settings.velocitySensitive",
        "    }",
        "",
        "    func changeTempo(by step: Int) {",
        "        settings.tempo = max(40, min(240, settings.tempo + step))",
        "        tempoLabel.text = \"\\(settings.tempo)\"",
        "    }",
        "",
        "    func nudgeTempo() {",
        "        guard settings.tempo < 240 else { return }",
        "        settings.tempo += 1",
        "        tempoLabel.text = \"\\(settings.tempo)\"",
        "    }",
        "",
        "    func slowDown() {",
        "        tempoLabel.textColor = .gray",
        "        settings.tempo = max(40, settings.tempo - 10)",
        "        tempoLabel.text = \"\\(settings.tempo)\"",
        "    }",
        "",
        "    func matchLabel() {",
        "        let shown = Int(tempoLabel.text ?? \"\") ?? 120",
        "        settings.tempo = shown + 1",
        "    }",
        "",
        "    @IBAction func tempoStepped(_ sender: UIStepper) {",
        "        settings.tempo = Int(sender.value) * 10",
        "        tempoLabel.text = \"\\(settings.tempo)\"",
        "    }",
        "",
        "    @IBAction func fasterTapped(_ sender: Any) {",
        "        changeTempo(by: 5)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "settings",
          "destinations": [
            "presenter"
          ]
        },
        {
          "member": "didToggleVelocity()",
          "destinations": [
            "view",
            "presenter"
          ]
        },
        {
          "member": "changeTempo(by:)",
          "destinations": [
            "view",
            "presenter"
          ]
        },
        {
          "member": "nudgeTempo()",
          "destinations": [
            "view",
            "presenter"
          ]
        },
        {
          "member": "slowDown()",
          "destinations": [
            "view",
            "presenter"
          ]
        },
        {
          "member": "matchLabel()",
          "destinations": [],
          "unresolved": true
        },
        {
          "member": "fasterTapped(_:)",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "tempoStepped(_:)",
          "destinations": [
            "view",
            "presenter"
          ]
        }
      ]
    }
  ]
}
"""#),
        ("web-engine.json", #"""
{
  "id": "web-engine",
  "title": "Web view: WebEngine and WebPresentation",
  "source": "book-of-viper/english-webview.md — WebEngine is a dependency of the interactor, WebPresentation belongs to the view",
  "matcher": "web-engine",
  "summary": "A web view the controller loads content into splits in two: the view keeps the web view and hands it to a WebPresentation when it loads; what the controller loaded (a request, an HTML string, a script) is loaded by the interactor through the module's WebEngine, which the same object implements. The view stays the web view's navigation delegate. A method other files call (the creator's `open(page:)`, which may run before the view loads) hands the engine the web view first, so the load reaches it as before.",
  "vocabulary": {
    "webViewTypes": [
      "WKWebView",
      "UIWebView"
    ],
    "engineCalls": [
      "load",
      "loadHTMLString",
      "loadFileURL",
      "evaluateJavaScript",
      "reload",
      "stopLoading"
    ]
  },
  "examples": [
    {
      "name": "an article page loaded into a web view, its link taps kept by the view",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "import WebKit",
        "",
        "final class ArticleViewController: UIViewController, WKNavigationDelegate {",
        "    @IBOutlet weak var webView: WKWebView!",
        "    @IBOutlet weak var spinner: UIActivityIndicatorView!",
        "    var articleURL: URL!",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        webView.navigationDelegate = self",
        "        spinner.startAnimating()",
        "        webView.load(URLRequest(url: articleURL))",
        "    }",
        "",
        "    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {",
        "        spinner.stopAnimating()",
        "        title = webView.title",
        "    }",
        "",
        "    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,",
        "                 decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {",
        "        if navigationAction.navigationType == .linkActivated, let url = navigationAction.request.url {",
        "            UIApplication.shared.open(url)",
        "            decisionHandler(.cancel)",
        "            return",
        "        }",
        "        decisionHandler(.allow)",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "webView",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "webView(_:didFinish:)",
          "destinations": [
            "view"
          ]
        }
      ]
    },
    {
      "name": "a help page the creator tells what to open, before the screen is shown: the engine gets the web view first",
      "wholeScreen": true,
      "input": [
        "import UIKit",
        "import WebKit",
        "",
        "final class HelpPageViewController: UIViewController {",
        "    private lazy var webView: WKWebView = {",
        "        let webView = WKWebView(frame: .zero)",
        "        webView.allowsBackForwardNavigationGestures = true",
        "        return webView",
        "    }()",
        "    private let placeholderLabel = UILabel()",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        view.addSubview(webView)",
        "        view.addSubview(placeholderLabel)",
        "    }",
        "",
        "    // The web-engine recipe: the creator calls this right after making the screen.",
        "    func open(page: URL) {",
        "        placeholderLabel.isHidden = true",
        "        webView.load(URLRequest(url: page))",
        "    }",
        "}"
      ],
      "expect": [
        {
          "member": "open(page:)",
          "destinations": [
            "view",
            "presenter",
            "interactor"
          ]
        },
        {
          "member": "webView",
          "destinations": [
            "view"
          ]
        },
        {
          "member": "viewDidLoad()",
          "destinations": [
            "view"
          ]
        }
      ]
    }
  ]
}
"""#),
    ]
}
