import SearchIndexPlugin
import SitemapPlugin
import SizeboardCommands

SizeboardCommand.main(plugins: [SitemapPlugin(), SearchIndexPlugin()])
