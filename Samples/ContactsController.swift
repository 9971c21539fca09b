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

    private var contacts: [Contact] = []
    private lazy var contactsService: ContactsService = ContactsServiceImplementation()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(helpTapped))
        refreshContacts()
    }

    private func refreshContacts() {
        contactsService.loadContacts { [weak self] contacts, error in
            DispatchQueue.main.async {
                self?.contacts = contacts.sorted { $0.name < $1.name }
                self?.tableView.reloadData()
            }
        }
    }

    @objc private func helpTapped() {
        let alert = UIAlertController(title: "Help", message: "Swipe a contact to delete it.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return contacts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ContactCell", for: indexPath)
        let contact = contacts[indexPath.row]
        cell.textLabel?.text = contact.name
        cell.detailTextLabel?.text = contact.phone
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        performSegue(withIdentifier: "showContact", sender: contacts[indexPath.row])
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showContact",
           let details = segue.destination as? ContactDetailsViewController,
           let contact = sender as? Contact {
            details.contactId = contact.id
        }
    }

    func confirmDeletion(of contact: Contact) {
        let alert = UIAlertController(title: "Delete \(contact.name)?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
            if self.contactsService.deleteContact(withId: contact.id) {
                self.contacts.removeAll { $0.id == contact.id }
                self.tableView.reloadData()
            }
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
}
