import UIKit

// MARK: - Table

extension FeedViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FeedCell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row].title
        cell.detailTextLabel?.text = items[indexPath.row].summary
        cell.accessoryType = bookmarkedTitles.contains(items[indexPath.row].title) ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = FeedDetailViewController()
        detail.item = items[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }
}

// MARK: - Scrolling

extension FeedViewController {
    /// Back to the first row, as a second tap on the tab does.
    func scrollToTop() {
        tableView.contentOffset = .zero
    }
}
