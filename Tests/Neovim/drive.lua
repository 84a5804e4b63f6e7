-- Drives the open lesson through Neovim's own LSP client and writes what the server answered to
-- $VCLAB_NVIM_OUT as JSON: diagnostics, code actions on the wrong key, completion after 'B.', hover on the quiz.
local out = {}
local function finish()
  local file = io.open(vim.env.VCLAB_NVIM_OUT, "w")
  file:write(vim.fn.json_encode(out))
  file:close()
  vim.cmd("qall!")
end
local buffer = vim.api.nvim_get_current_buf()
local ok = vim.wait(15000, function() return #vim.diagnostic.get(buffer) > 0 end, 100)
out.attached = #vim.lsp.buf_get_clients(buffer)
out.diagnostics = {}
for _, d in ipairs(vim.diagnostic.get(buffer)) do
  table.insert(out.diagnostics, { lnum = d.lnum, col = d.col, message = d.message,
    code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) })
end
if not ok then return finish() end
local function position(line, character)
  return { textDocument = { uri = vim.uri_from_bufnr(buffer) }, position = { line = line, character = character } }
end
local wrong = tonumber(vim.env.VCLAB_WRONG_LINE)
local params = { textDocument = { uri = vim.uri_from_bufnr(buffer) },
  range = { start = { line = wrong, character = 0 }, ["end"] = { line = wrong, character = 0 } },
  context = { diagnostics = {} } }
local function results(method, request)
  local answers = vim.lsp.buf_request_sync(buffer, method, request, 10000) or {}
  local collected = {}
  for _, answer in pairs(answers) do
    if answer.result then table.insert(collected, answer.result) end
  end
  return collected
end
out.actions = results("textDocument/codeAction", params)
out.completion = results("textDocument/completion", position(wrong, #"answer: B."))
out.hover = results("textDocument/hover", position(tonumber(vim.env.VCLAB_ASK_LINE), 2))
finish()
