/// The context of the theme's `index-page` template, one page's entry in the index: the keys of
/// its `IndexGenerator.Entry` and the index files' `rootURL`, as `TemplateRecord`s, so that each
/// entry's shape is walked without dictionaries made, hashed and sorted for it.
struct IndexPageRecord: TemplateRecord {
    let entry: IndexGenerator.Entry
    let rootURL: String

    var templateFields: [(key: String, value: Any)] {
        var fields: [(key: String, value: Any)] = [
            ("hasSummary", entry.summary != nil), ("rootURL", rootURL), ("screenCount", entry.screens.count), ("screens", entry.screens),
            ("summary", entry.summary ?? ""),
        ]
        if let thumbnail = entry.thumbnail { fields.append(("thumbnail", thumbnail)) }
        fields += [("title", entry.title), ("url", entry.url)]
        return fields
    }

    func addFields(to shape: inout TemplateShape) {
        shape.add(field: entry.thumbnail != nil)
        shape.add(field: entry.summary != nil)
        shape.add(field: rootURL)
        shape.add(field: entry.screens.count)
        shape.add(records: entry.screens)
        shape.add(field: entry.summary ?? "")
        if let thumbnail = entry.thumbnail { shape.add(record: thumbnail) }
        shape.add(field: entry.title)
        shape.add(field: entry.url)
    }
}

extension IndexGenerator.Entry.ScreenLink: TemplateRecord {
    var templateFields: [(key: String, value: Any)] {
        [("id", id), ("title", title), ("url", url)]
    }

    func addFields(to shape: inout TemplateShape) {
        shape.add(field: id)
        shape.add(field: title)
        shape.add(field: url)
    }
}

extension IndexGenerator.Entry.Thumbnail: TemplateRecord {
    var templateFields: [(key: String, value: Any)] {
        [("height", height), ("label", label), ("svg", svg), ("url", url), ("width", width)]
    }

    func addFields(to shape: inout TemplateShape) {
        shape.add(field: height)
        shape.add(field: label)
        shape.add(field: svg)
        shape.add(field: url)
        shape.add(field: width)
    }
}
