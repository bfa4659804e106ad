import CalloutPlugin
import SizeboardCommands

// The same command line as `sizeboard`: the bundled plugins (sitemap, search-index, sidebar,
// flip-to-note) and one more, all available to sizeboard.yml.
SizeboardCommand.main(plugins: [CalloutPlugin()])
