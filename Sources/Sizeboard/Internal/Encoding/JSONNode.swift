/// A value as `JSONTreeEncoder` collects it, before `JSONWriter` writes it.
enum JSONNode {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case integer(Int)
    /// A finite `Double`, written as Swift describes it without a trailing `.0`.
    case double(Double)
    /// A number already in its written form (a `Float`, an unsigned number beyond `Int`).
    case number(String)
    /// A string, escaped when written.
    case string(String)
    /// An object or array, or a value a nested encoder holds.
    case nested(JSONTreeEncoder)
}
