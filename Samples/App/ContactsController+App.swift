//
//  ContactsController+App.swift
//
//  The rest of the app ContactsController.swift lives in (see MenuController+App.swift).
//

import UIKit

/// The app's own base for table screens (real apps subclass their own bases).
class BaseTableViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 56
    }
}

/// Shows one contact; the contacts screen hands it the id.
final class ContactDetailsViewController: UIViewController {
    var contactId: String?
}

final class ContactsServiceImplementation: ContactsService {
    func loadContacts(completion: @escaping ([Contact], Error?) -> Void) {
        completion([Contact(id: "1", name: "Ada", phone: "+44 20 0000 0000")], nil)
    }

    func deleteContact(withId id: String) -> Bool { true }
}
