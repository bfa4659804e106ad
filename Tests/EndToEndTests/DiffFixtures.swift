/// Pairs of sites with known changes, for `sizeboard diff`.
enum DiffFixtures {
    static let environments = "environments: [iphone-16-portrait, iphone-16-landscape, ipad-pro-11-landscape]\n"

    static func split(overridden: Bool) -> String {
        """
        # Mail

        ```screen
        id: mail
        root:
          split:
            id: main
        \(overridden ? "    overrideTraits: {horizontal: regular, when: {minWidth: 800}}\n" : "")    primary:
              navigation:
                id: nav
                stack:
                  - view: {title: Mailboxes, id: list, content: list}
            secondary:
              view: {title: Message, id: detail}
        ```

        """
    }

    static func popover(adaptive: String) -> String {
        """
        # Sharing

        ```screen
        id: people
        root:
          navigation:
            stack:
              - view: {title: Photos, content: grid, rows: 12, barItems: {right: [people]}}
        present:
          from: photos
          controller:
            view: {title: Important People, content: list, rows: 5, preferredSize: [320, 400]}
          style: popover
          source: people
          adaptive: \(adaptive)
        ```

        """
    }

    static func screens(_ ids: [String]) -> String {
        "# Screens\n\n" + ids.map { "```screen\nid: \($0)\nroot:\n  view: \($0.capitalized)\n```\n" }.joined(separator: "\n")
    }

    static func prose(_ sentence: String) -> String {
        "# Prose\n\n\(sentence)\n\n```screen\nid: still\nroot:\n  view: Still\n```\n"
    }

    static func site(splitOverridden: Bool, adaptive: String, screens screenIDs: [String], sentence: String) -> [String: String] {
        [
            "sizeboard.yml": environments,
            "Content/about.md": "# About\n\nNothing changes here.\n\n```screen\nid: same\nroot:\n  view: Same\n```\n",
            "Content/mail.md": split(overridden: splitOverridden),
            "Content/sharing.md": popover(adaptive: adaptive),
            "Content/screens.md": screens(screenIDs),
            "Content/prose.md": prose(sentence),
        ]
    }

    static let base = site(splitOverridden: false, adaptive: "automatic", screens: ["kept", "old"], sentence: "The first words.")
    static let head = site(splitOverridden: true, adaptive: "fullScreen", screens: ["kept", "new"], sentence: "Other words.")
}
