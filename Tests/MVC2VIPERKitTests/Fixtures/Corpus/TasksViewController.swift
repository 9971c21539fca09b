import UIKit

struct TodoTask: Codable, Equatable {
    let id: UUID
    var title: String
    var done: Bool
}

protocol TaskStore {
    func loadTasks(page: Int, completion: @escaping (Result<[TodoTask], Error>) -> Void)
    func delete(_ task: TodoTask, completion: @escaping (Bool) -> Void)
    func toggle(_ task: TodoTask) -> TodoTask
}

final class TaskStoreImplementation: TaskStore {
    func loadTasks(page: Int, completion: @escaping (Result<[TodoTask], Error>) -> Void) { completion(.success([])) }
    func delete(_ task: TodoTask, completion: @escaping (Bool) -> Void) { completion(true) }
    func toggle(_ task: TodoTask) -> TodoTask { task }
}

final class TasksViewController: UIViewController {
    @IBOutlet private weak var tableView: UITableView!
    @IBOutlet private weak var filterControl: UISegmentedControl!
    @IBOutlet private weak var emptyLabel: UILabel!

    private let store: TaskStore = TaskStoreImplementation()
    private var tasks: [TodoTask] = []
    private var page = 0
    private var isLoadingPage = false

    private var visibleTasks: [TodoTask] {
        filterControl.selectedSegmentIndex == 0 ? tasks : tasks.filter { !$0.done }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))
        loadNextPage()
    }

    private func loadNextPage() {
        guard !isLoadingPage else { return }
        isLoadingPage = true
        store.loadTasks(page: page) { [weak self] result in
            guard let self = self else { return }
            self.isLoadingPage = false
            if case .success(let loaded) = result {
                self.page += 1
                self.tasks += loaded
                self.tableView.reloadData()
                self.emptyLabel.isHidden = !self.tasks.isEmpty
            }
        }
    }

    @IBAction private func filterChanged(_ sender: UISegmentedControl) {
        tableView.reloadData()
    }

    @objc private func addTapped() {
        let editor = UIViewController()
        editor.title = "New task"
        present(UINavigationController(rootViewController: editor), animated: true)
    }

    private func confirmDelete(_ task: TodoTask) {
        let alert = UIAlertController(title: "Delete \(task.title)?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.store.delete(task) { success in
                guard success else { return }
                self?.tasks.removeAll { $0.id == task.id }
                self?.tableView.reloadData()
            }
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
}

extension TasksViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        visibleTasks.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TaskCell", for: indexPath)
        let task = visibleTasks[indexPath.row]
        cell.textLabel?.text = task.title
        cell.accessoryType = task.done ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let task = visibleTasks[indexPath.row]
        let updated = store.toggle(task)
        if let index = tasks.firstIndex(of: task) {
            tasks[index] = updated
        }
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row == tasks.count - 1 {
            loadNextPage()
        }
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            confirmDelete(visibleTasks[indexPath.row])
        }
    }
}
