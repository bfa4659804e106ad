/// The files `sizeboard new` writes.
enum SiteScaffold {
    static func files(theme: String?) -> [(String, String)] {
        [
            ("sizeboard.yml", """
            # Every key is optional; these are the defaults but for the title\(theme == nil ? " and the behavior" : ", the behavior and the theme").
            # behavior: modern follows iOS 13 to 18 (ios: 18 by default); classic, the iOS 8 rules of the WWDC 2014 talks.
            title: My Screens
            content: Content
            output: _site
            theme: \(theme ?? "default")
            environments: [size-classes]
            behavior: modern
            ios: 18
            plugins: []

            """),
            (".gitignore", """
            _site/
            ._site.previous/
            ._site.manifest
            ._site.trees
            ._site.snapshot
            ._site.cache/
            ._site.lock

            """),
            ("Content/welcome.md", """
            ---
            title: Welcome
            summary: A first screen, resolved in every size class.
            ---

            # Welcome

            Each `screen` block below becomes one SVG preview per environment. Edit it and run
            `sizeboard build` again.

            ```screen
            id: inbox
            title: An inbox that adapts
            root:
              split:
                primary:
                  navigation:
                    stack:
                      - view: {title: Inbox, content: list, rows: 6}
                secondary:
                  view: {title: Message, content: text}
            ```

            """),
        ]
    }
}
