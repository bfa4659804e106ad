import Sizeboard
