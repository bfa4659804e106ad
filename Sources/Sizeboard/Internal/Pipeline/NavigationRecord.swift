/// The `navigation` of the page template (`SiteNavigation.context(forPageAt:)`): a
/// `TemplateRecord`, so a page's shape is walked without a dictionary of its keys made, hashed
/// and sorted for every page. `sectionPages` is left out when no template mentions it (the
/// default theme shows `sectionPageList`), as the walk leaves out a dictionary's unnamed keys;
/// `previous` and `next` are absent on the first and last page.
struct NavigationRecord: TemplateRecord {
    let sections: [NavigationLink]
    let sectionTitle: String
    let sectionPages: [NavigationLink]?
    let sectionPageList: String
    let hasEarlierPages: Bool
    let hasLaterPages: Bool
    let previous: NavigationLink?
    let next: NavigationLink?

    var templateFields: [(key: String, value: Any)] {
        var fields: [(key: String, value: Any)] = [("hasEarlierPages", hasEarlierPages), ("hasLaterPages", hasLaterPages)]
        if let next { fields.append(("next", next)) }
        if let previous { fields.append(("previous", previous)) }
        fields.append(("sectionPageList", sectionPageList))
        if let sectionPages { fields.append(("sectionPages", sectionPages)) }
        fields += [("sectionTitle", sectionTitle), ("sections", sections)]
        return fields
    }

    func addFields(to shape: inout TemplateShape) {
        shape.add(field: next != nil)
        shape.add(field: previous != nil)
        shape.add(field: sectionPages != nil)
        shape.add(field: hasEarlierPages)
        shape.add(field: hasLaterPages)
        if let next { shape.add(record: next) }
        if let previous { shape.add(record: previous) }
        shape.add(field: sectionPageList)
        if let sectionPages { shape.add(records: sectionPages) }
        shape.add(field: sectionTitle)
        shape.add(records: sections)
    }
}
