//
//  GuideApp.swift
//
//  The rest of the city guide app that the samples live in: types the sample controllers
//  use but do not declare, as other files of a real app would. The test suite compiles the
//  samples and their migrated modules together with this file.
//

import UIKit
import CoreData

/// The app's Core Data stack.
final class CoreDataStack {
    static let shared = CoreDataStack()

    let viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
}

/// Reads images from files under the caches directory.
final class ImageLocalCacheManagerImplementation: ImageLocalCacheManager {
    private let fileManager: FileManager

    init(fileManager: FileManager) {
        self.fileManager = fileManager
    }

    func loadImageData(withImageId imageId: String) -> Data? {
        guard let caches = fileManager.urls(for: .cachesDirectory, in: .userDomainMask).first else {
            return nil
        }
        return fileManager.contents(atPath: caches.appendingPathComponent(imageId).path)
    }
}
