extension String {
    /// `folder + "/" + name`, made in one allocation: the build joins a path for every file it
    /// lists, stamps, writes or keeps, and `+` made two strings each time (some 1,100 instructions
    /// a path at 10k pages).
    init(folder: String, name: String) {
        var folder = folder
        var name = name
        self = folder.withUTF8 { folderBytes in
            name.withUTF8 { nameBytes in
                String(unsafeUninitializedCapacity: folderBytes.count + 1 + nameBytes.count) { buffer in
                    var end = buffer.initialize(fromContentsOf: folderBytes)
                    buffer[end] = UInt8(ascii: "/")
                    end += 1
                    return buffer[end...].initialize(fromContentsOf: nameBytes) - buffer.startIndex
                }
            }
        }
    }
}
