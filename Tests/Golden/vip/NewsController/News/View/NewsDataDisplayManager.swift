import Combine
import Foundation
import UIKit

/// Shows News's list: the data source and delegate the controller had (a data display manager).
@MainActor
final class NewsDataDisplayManager: NSObject, UITableViewDataSource {
    /// The interactor, for the events the list sends.
    var output: NewsInteractorProtocol!
    var headlines: [Headline] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        headlines.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Headline", for: indexPath)
        cell.textLabel?.text = headlines[indexPath.row].title
        return cell
    }
}
