import Adaptivity
import Testing

@Suite("Trait collections (T-*)")
struct TraitCollectionTests {
    static let iPhonePortrait = TraitCollection(horizontal: .compact, vertical: .regular, idiom: .phone, displayScale: 2)

    @Test("V-09 / T-03 containsTraits", arguments: [
        (iPhonePortrait, TraitCollection(horizontal: .compact), true),
        (iPhonePortrait, TraitCollection(horizontal: .regular), false),
        (TraitCollection(), TraitCollection(horizontal: .compact), false),
        (iPhonePortrait, TraitCollection(), true),
    ])
    func contains(collection: TraitCollection, query: TraitCollection, expected: Bool) {
        #expect(collection.contains(query) == expected)
    }

    @Test("V-10 / T-04 combining: the last specified value wins")
    func combining() {
        let regularWidth = TraitCollection(horizontal: .regular)
        #expect(TraitCollection.combining([Self.iPhonePortrait, regularWidth])
            == TraitCollection(horizontal: .regular, vertical: .regular, idiom: .phone, displayScale: 2))
        #expect(TraitCollection.combining([regularWidth, Self.iPhonePortrait]).horizontal == .compact)
    }

    @Test("T-02 fully specified")
    func fullySpecified() {
        #expect(Self.iPhonePortrait.isFullySpecified)
        #expect(!TraitCollection(horizontal: .compact).isFullySpecified)
    }
}
