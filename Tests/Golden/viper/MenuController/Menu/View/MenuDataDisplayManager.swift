import CoreData
import Foundation
import UIKit

/// Shows Menu's list: the data source and delegate the controller had (the Book's DataDisplayManager).
@MainActor
final class MenuDataDisplayManager: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// The presenter, for the events the list sends.
    var output: MenuViewOutput!
    var quarters: [QuarterPlainObject] = []

    func numberOfSections(in tableView: UITableView) -> Int {
        return 2
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return section == 0 ? MainMenuSectionType.allCases.count : quarters.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MenuCell", for: indexPath)
        if indexPath.section == 0 {
            cell.textLabel?.text = MainMenuSectionType.allCases[indexPath.row].title
        } else {
            cell.textLabel?.text = quarters[indexPath.row].name
        }
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard indexPath.section == 0, let sectionType = MainMenuSectionType(rawValue: indexPath.row) else {
            return
        }
        output.didSelectMainMenuSection(sectionType)
    }
}
