//
//  ContactsController.swift
//  Guide
//
//  A table-driven screen: contacts grouped in sections, a segue to the details with
//  prepare(for:sender:), a confirmation alert that deletes, and a plain error alert.
//

import UIKit

/// A person in the address book.
struct Contact {
    let id: String
    let name: String
    let phone: String
}

/// Loads and edits the address book.
protocol ContactsService {
    func loadContacts(completion: @escaping ([Contact], Error?) -> Void)
    func deleteContact(withId id: String) -> Bool
}

final class ContactsViewController: BaseTableViewController {

    /// The interactor. ContactsConfigurator sets it; a controller made by a storyboard or
    /// an existing call site wires its module on first use, so those keep working.
    lazy var interactor: ContactsInteractorProtocol = ContactsConfigurator.configure(self)

    /// Shows the list: its data source and delegate.
    lazy var dataDisplayManager: ContactsDataDisplayManager = {
        let manager = ContactsDataDisplayManager()
        manager.output = interactor
        return manager
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = dataDisplayManager
        tableView.delegate = dataDisplayManager
        title = "Contacts"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(helpTapped))
        interactor.viewDidLoad()
    }

    @objc private func helpTapped() {
        interactor.help()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let configure = sender as? (UIStoryboardSegue) -> Void { configure(segue); return }
    }

    func confirmDeletion(of contact: Contact) {
        interactor.confirmDeletion(contact)
    }
}

// MARK: - ContactsViewControllerProtocol

extension ContactsViewController: ContactsViewControllerProtocol {
    func displayContacts(_ contacts: [Contact]) {
        self.dataDisplayManager.contacts = contacts.sorted { $0.name < $1.name }
        self.tableView.reloadData()
    }

    func displayDelete(_ deleteContactResult: Bool, contact: Contact) {
        if deleteContactResult {
            self.dataDisplayManager.contacts.removeAll { $0.id == contact.id }
            self.tableView.reloadData()
        }
    }
}
