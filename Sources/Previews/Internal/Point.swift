/// A point in window coordinates.
struct Point: Hashable {
    var x: Double
    var y: Double
}
