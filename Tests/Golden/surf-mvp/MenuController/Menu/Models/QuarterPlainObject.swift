import Foundation

/// A plain copy of Quarter for the presenter and the view (PONSO): the module's service maps what it loads.
struct QuarterPlainObject {
    let name: String
}
