//
//  ProfileController+App.swift
//
//  The rest of the app ProfileController.swift lives in (see MenuController+App.swift).
//

import UIKit

final class UserServiceImplementation: UserService {
    func loadUser(id: String, completion: @escaping (User?) -> Void) {
        completion(User(id: id, name: "Ada", memberSince: Date(timeIntervalSince1970: 0)))
    }

    func save(_ user: User) -> Bool { true }
}
