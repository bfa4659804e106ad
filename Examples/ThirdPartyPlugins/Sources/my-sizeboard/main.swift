import CalloutPlugin
import SearchIndexPlugin
import SitemapPlugin
import SizeboardCommands

// The same command line as `sizeboard`, with one more plugin available to sizeboard.yml.
SizeboardCommand.main(plugins: [SitemapPlugin(), SearchIndexPlugin(), CalloutPlugin()])
