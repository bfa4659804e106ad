@testable import Previews
import Testing

/// The SVG writer copies each role's opening tag as one literal (`openingTagStart`), written out
/// beside the role's raw value: the two must spell the same name.
@Suite("A role's opening tag literal")
struct DrawingRoleOpeningTagTests {
    @Test("names the role by its raw value", arguments: DrawingRole.allCases)
    func namesTheRole(role: DrawingRole) {
        #expect(role.openingTagStart.description == "<g data-role=\"\(role.rawValue)\" data-frame=\"")
    }
}
