import Foundation

/// A plain copy of Quarter for the view (PONSO): the presenter maps what the services return.
struct QuarterPlainObject {
    let name: String
}
