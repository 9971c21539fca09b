/// A type of the index as the dashboard's cache writes it (`DashboardCache`; the other values of a file conform where
/// they are declared): its stored properties and enum cases are pairs, which Swift cannot code by itself, so they are
/// written as small records; its sets are written sorted, so that the same facts write the same bytes.

extension TypeTable.TypeInfo: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, kind, genericParameters, isNested, isFilePrivate, superclass, conformances, location, storedPropertyTypes,
            initializedConstants, otherMembers, staticConstants, staticVariables, memberTypes, memberValues, methods, overloads, initializers, enumCaseTypes,
            typealiases,
            methodCalls
    }

    private struct StoredProperty: Codable {
        let name: String
        let type: String
    }

    private struct EnumCase: Codable {
        let name: String
        let associatedTypes: [String]
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name), kind: try container.decode(TypeTable.Kind.self, forKey: .kind),
            location: try container.decode(SourceLocation.self, forKey: .location))
        genericParameters = try container.decode([String].self, forKey: .genericParameters)
        isNested = try container.decode(Bool.self, forKey: .isNested)
        isFilePrivate = try container.decode(Bool.self, forKey: .isFilePrivate)
        superclass = try container.decodeIfPresent(String.self, forKey: .superclass)
        conformances = try container.decode([String].self, forKey: .conformances)
        storedPropertyTypes = try container.decode([StoredProperty].self, forKey: .storedPropertyTypes).map { ($0.name, $0.type) }
        initializedConstants = try container.decode(Set<String>.self, forKey: .initializedConstants)
        otherMembers = try container.decode(Set<String>.self, forKey: .otherMembers)
        staticConstants = try container.decode(Set<String>.self, forKey: .staticConstants)
        staticVariables = try container.decodeIfPresent(Set<String>.self, forKey: .staticVariables) ?? []
        memberTypes = try container.decode([String: String].self, forKey: .memberTypes)
        memberValues = try container.decodeIfPresent([String: String].self, forKey: .memberValues) ?? [:]
        methods = try container.decode([String: String].self, forKey: .methods)
        overloads = try container.decode([String: String].self, forKey: .overloads)
        initializers = try container.decode([String].self, forKey: .initializers)
        enumCaseTypes = try container.decode([EnumCase].self, forKey: .enumCaseTypes).map { ($0.name, $0.associatedTypes) }
        typealiases = try container.decode([String: String].self, forKey: .typealiases)
        methodCalls = try container.decode([String: [String]].self, forKey: .methodCalls).mapValues(Set.init)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encode(location, forKey: .location)
        try container.encode(genericParameters, forKey: .genericParameters)
        try container.encode(isNested, forKey: .isNested)
        try container.encode(isFilePrivate, forKey: .isFilePrivate)
        try container.encodeIfPresent(superclass, forKey: .superclass)
        try container.encode(conformances, forKey: .conformances)
        try container.encode(storedPropertyTypes.map { StoredProperty(name: $0.name, type: $0.type) }, forKey: .storedPropertyTypes)
        try container.encode(initializedConstants.sorted(), forKey: .initializedConstants)
        try container.encode(otherMembers.sorted(), forKey: .otherMembers)
        try container.encode(staticConstants.sorted(), forKey: .staticConstants)
        try container.encode(staticVariables.sorted(), forKey: .staticVariables)
        try container.encode(memberTypes, forKey: .memberTypes)
        try container.encode(memberValues, forKey: .memberValues)
        try container.encode(methods, forKey: .methods)
        try container.encode(overloads, forKey: .overloads)
        try container.encode(initializers, forKey: .initializers)
        try container.encode(enumCaseTypes.map { EnumCase(name: $0.name, associatedTypes: $0.associatedTypes) }, forKey: .enumCaseTypes)
        try container.encode(typealiases, forKey: .typealiases)
        try container.encode(methodCalls.mapValues { $0.sorted() }, forKey: .methodCalls)
    }
}
