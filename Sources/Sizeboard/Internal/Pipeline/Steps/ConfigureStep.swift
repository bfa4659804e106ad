/// Step 1: reads the options, `sizeboard.yml`, the plugins and the theme into a `Configuration`.
/// Stops at an option the build cannot use (an unknown `--env`).
struct ConfigureStep {
    let options: BuildOptions
    let availablePlugins: [any Plugin]

    func run() throws(BuildStop) -> Configuration {
        let configuration = Configuration(options: options, availablePlugins: availablePlugins)
        if configuration.usageError != nil { throw BuildStop(report: configuration.report(pages: [])) }
        return configuration
    }
}
