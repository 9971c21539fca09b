import Foundation
import UIKit

/// Shows Contacts's list: the data source and delegate the controller had (Surf MVP's Adapter).
@MainActor
final class ContactsViewAdapter: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// The presenter, for the events the list sends.
    weak var output: ContactsViewAdapterOutput!
    var contacts: [Contact] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return contacts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ContactCell", for: indexPath)
        let contact = contacts[indexPath.row]
        cell.textLabel?.text = contact.name
        cell.detailTextLabel?.text = contact.phone
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.selectContact(contacts[indexPath.row])
    }
}
