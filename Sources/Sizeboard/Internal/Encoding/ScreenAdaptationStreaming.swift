extension ScreenAdaptation: JSONStreamable {
    func write(to writer: inout JSONStreamWriter, level: Int) {
        var object = writer.beginObject(level: level)
        writer.key("kind", in: &object)
        writer.write(kind)
        writer.key("states", in: &object)
        writer.write(states, level: object.memberLevel)
        writer.key("subject", in: &object)
        writer.write(subject)
        writer.end(object: object)
    }
}

extension ScreenAdaptation.State: JSONStreamable {
    func write(to writer: inout JSONStreamWriter, level: Int) {
        var object = writer.beginObject(level: level)
        writer.key("environments", in: &object)
        writer.write(environments, level: object.memberLevel)
        writer.key("state", in: &object)
        writer.write(state)
        writer.end(object: object)
    }
}
