import FlipContainerPlugin
import SearchIndexPlugin
import SidebarPlugin
import SitemapPlugin
import SizeboardCommands

SizeboardCommand.main(plugins: [SitemapPlugin(), SearchIndexPlugin(), SidebarPlugin(), FlipContainerPlugin()])
