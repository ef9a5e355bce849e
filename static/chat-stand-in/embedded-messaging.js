/*
 * Local stand-in for the chat vendor's embedded messaging client (Salesforce Messaging for In-App and
 * Web), used by `npm start` and the tests so that the support chat flow runs without the vendor.
 * It defines the same global and emits the same window events as the real client:
 *
 *   window.embeddedservice_bootstrap
 *     .settings                      language, hideChatButtonOnLoad …
 *     .init(orgId, deploymentName, siteUrl, {scrt2URL})
 *     .utilAPI.launchChat()          → Promise; maximizes the conversation window
 *     .utilAPI.minimizeChat()        → Promise; minimizes it
 *     .utilAPI.hideChatButton() / showChatButton() / removeAllComponents()
 *     .userVerificationAPI.clearSession() → Promise; ends the session
 *     .prechatAPI.setHiddenPrechatFields() / removeHiddenPrechatFields()
 *
 *   window events (CustomEvent): onEmbeddedMessagingInitSuccess, onEmbeddedMessagingInitError,
 *   onEmbeddedMessagingReady, onEmbeddedMessagingButtonCreated, onEmbeddedMessagingWindowMaximized,
 *   onEmbeddedMessagingWindowMinimized, onEmbeddedMessagingConversationStarted,
 *   onEmbeddedMessagingConversationClosed, onEmbeddedMessageSent ({conversationEntry}).
 *
 * Test hooks (not part of the vendor API): `embeddedservice_bootstrap.standIn`
 *   .sendAutomatedReply(text?)  the automated process answers (default: the thank-you text)
 *   .loadCount                  how many times this script was executed on the page
 *   .state()                    'uninitialized' | 'ready' | 'maximized' | 'minimized' | 'error'
 * An org id of `stand-in-init-error` makes init fail, for trying the error path by hand.
 *
 * The window is plain DOM styled through CSSOM (no inline style attributes, no style element), so it
 * runs under the site's Content-Security-Policy. It never writes to the console.
 */
(function () {
  'use strict';

  var existing = window.embeddedservice_bootstrap;
  if (existing && existing.standIn) {
    existing.standIn.loadCount += 1;
    return;
  }

  var THANK_YOU_TEXT = 'Köszönjük, hogy felvette velünk a kapcsolatot! A beszélgetés hamarosan lezárul.';
  var GREETING_TEXT = 'Üdvözöljük a GGPoker ügyfélszolgálatán! Miben segíthetünk?';
  var FRAME_ID = 'embeddedMessagingFrame';

  var state = 'uninitialized';
  var conversationId = null;
  var entrySeq = 0;
  var frame = null;
  var log = null;
  var body = null;
  var restoreButton = null;

  function dispatch(name, detail) {
    window.dispatchEvent(new CustomEvent(name, {detail: detail === undefined ? {} : detail}));
  }

  function later(callback) {
    window.setTimeout(callback, 30);
  }

  function css(element, styles) {
    Object.assign(element.style, styles);
    return element;
  }

  function button(label, onClick, extra) {
    var element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    css(element, {minHeight: '44px', minWidth: '44px', padding: '0 14px', font: 'inherit', cursor: 'pointer'});
    css(element, {border: '1px solid rgba(255, 255, 255, 0.4)', borderRadius: '8px', background: 'transparent'});
    css(element, Object.assign({color: '#ffffff'}, extra));
    element.addEventListener('click', onClick);
    return element;
  }

  function buildFrame() {
    if (frame) return;
    frame = document.createElement('div');
    frame.id = FRAME_ID;
    frame.className = 'embeddedMessagingFrame chatStandIn';
    frame.setAttribute('role', 'dialog');
    frame.setAttribute('aria-modal', 'false');
    frame.setAttribute('aria-labelledby', 'chatStandInTitle');
    frame.setAttribute('data-state', 'hidden');
    // Bottom left: the site's quick buttons (help chat, DOWNLOAD) hold the bottom right corner. Hidden until
    // showFrame gives it its size.
    css(frame, {position: 'fixed', left: '16px', bottom: '16px', zIndex: '950', display: 'none'});
    css(frame, {flexDirection: 'column', overflow: 'hidden', background: '#15151c', color: '#ffffff'});
    css(frame, {border: '1px solid rgba(255, 255, 255, 0.2)', borderRadius: '12px'});
    css(frame, {boxShadow: '0 8px 32px rgba(0, 0, 0, 0.6)'});
    css(frame, {fontFamily: 'system-ui, sans-serif', fontSize: '15px', lineHeight: '1.4'});

    body = document.createElement('div');
    css(body, {display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: '0'});

    var header = document.createElement('div');
    css(header, {display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px'});
    css(header, {padding: '8px 8px 8px 16px', background: '#d30000'});
    var title = document.createElement('h2');
    title.id = 'chatStandInTitle';
    title.textContent = 'Ügyfélszolgálat (helyi próba)';
    css(title, {margin: '0', fontSize: '16px', fontWeight: '700', color: '#ffffff'});
    header.appendChild(title);
    header.appendChild(
      button('Kis méret', function () {
        api.utilAPI.minimizeChat();
      }, {borderColor: '#ffffff'}),
    );
    body.appendChild(header);

    log = document.createElement('div');
    log.setAttribute('role', 'log');
    log.setAttribute('aria-live', 'polite');
    log.setAttribute('tabindex', '0');
    log.setAttribute('aria-label', 'Üzenetek');
    css(log, {flex: '1 1 auto', overflowY: 'auto', padding: '12px 16px'});
    body.appendChild(log);

    var footer = document.createElement('div');
    css(footer, {display: 'flex', justifyContent: 'flex-end', padding: '8px 16px 16px'});
    footer.appendChild(
      button('Beszélgetés befejezése', function () {
        sendAutomatedReply(THANK_YOU_TEXT);
      }),
    );
    body.appendChild(footer);
    frame.appendChild(body);

    restoreButton = button('Chat folytatása', function () {
      api.utilAPI.launchChat();
    }, {display: 'none', width: '100%', height: '100%', border: '0', background: '#d30000', borderRadius: '0'});
    frame.appendChild(restoreButton);

    document.body.appendChild(frame);
  }

  function showFrame(mode) {
    buildFrame();
    frame.setAttribute('data-state', mode);
    css(frame, {display: 'flex'});
    if (mode === 'maximized') {
      css(frame, {width: 'min(360px, calc(100vw - 32px))', height: 'min(480px, calc(100vh - 32px))'});
      css(body, {display: 'flex'});
      css(restoreButton, {display: 'none'});
    } else {
      css(frame, {width: '180px', height: '48px'});
      css(body, {display: 'none'});
      css(restoreButton, {display: 'block'});
    }
  }

  function hideFrame() {
    if (!frame) return;
    frame.setAttribute('data-state', 'hidden');
    css(frame, {display: 'none'});
  }

  function addEntry(role, text) {
    entrySeq += 1;
    buildFrame();
    var line = document.createElement('p');
    line.setAttribute('data-role', role);
    line.textContent = text;
    css(line, {margin: '0 0 8px', padding: '8px 12px', borderRadius: '8px', background: 'rgba(255, 255, 255, 0.08)'});
    log.appendChild(line);
    dispatch('onEmbeddedMessageSent', {
      conversationEntry: {
        identifier: 'stand-in-entry-' + entrySeq,
        entryType: 'Message',
        sender: {role: role, appType: role === 'Chatbot' ? 'chatbot' : 'iamessage', subject: 'stand-in'},
        entryPayload: JSON.stringify({
          entryType: 'Message',
          abstractMessage: {
            messageType: 'StaticContentMessage',
            staticContent: {formatType: 'Text', text: text},
          },
        }),
        transcriptedTimestamp: Date.now(),
      },
    });
  }

  function sendAutomatedReply(text) {
    if (!conversationId) return false;
    addEntry('Chatbot', typeof text === 'string' && text ? text : THANK_YOU_TEXT);
    return true;
  }

  function setState(next, eventName) {
    state = next;
    if (eventName) dispatch(eventName);
  }

  var api = {
    settings: {
      language: 'en_US',
      hideChatButtonOnLoad: false,
      displayHelpButton: true,
    },

    init: function (orgId, deploymentName, siteUrl, options) {
      if (state !== 'uninitialized' && state !== 'error') return;
      var valid =
        typeof orgId === 'string' &&
        orgId !== '' &&
        orgId !== 'stand-in-init-error' &&
        typeof deploymentName === 'string' &&
        deploymentName !== '' &&
        typeof siteUrl === 'string' &&
        (options === undefined || (typeof options === 'object' && options !== null));
      later(function () {
        if (!valid) {
          setState('error', 'onEmbeddedMessagingInitError');
          return;
        }
        setState('ready');
        buildFrame();
        dispatch('onEmbeddedMessagingInitSuccess');
        if (!api.settings.hideChatButtonOnLoad) dispatch('onEmbeddedMessagingButtonCreated');
        dispatch('onEmbeddedMessagingReady');
      });
    },

    utilAPI: {
      launchChat: function () {
        if (state === 'uninitialized' || state === 'error') {
          return Promise.reject(new Error('Embedded messaging is not initialized.'));
        }
        return new Promise(function (resolve) {
          later(function () {
            var wasMaximized = state === 'maximized';
            showFrame('maximized');
            state = 'maximized';
            if (!conversationId) {
              conversationId = 'stand-in-conversation-' + Date.now();
              dispatch('onEmbeddedMessagingConversationStarted', {conversationId: conversationId});
              addEntry('Chatbot', GREETING_TEXT);
            }
            if (!wasMaximized) dispatch('onEmbeddedMessagingWindowMaximized');
            resolve();
          });
        });
      },

      minimizeChat: function () {
        if (state !== 'maximized') return Promise.resolve();
        showFrame('minimized');
        setState('minimized', 'onEmbeddedMessagingWindowMinimized');
        return Promise.resolve();
      },

      hideChatButton: function () {},
      showChatButton: function () {},

      removeAllComponents: function () {
        if (frame && frame.parentNode) frame.parentNode.removeChild(frame);
        frame = null;
        conversationId = null;
        state = 'uninitialized';
      },
    },

    userVerificationAPI: {
      setIdentityToken: function () { return true; },
      clearSession: function () {
        return new Promise(function (resolve) {
          var hadConversation = conversationId !== null;
          conversationId = null;
          if (log) log.textContent = '';
          hideFrame();
          if (state === 'maximized' || state === 'minimized') state = 'ready';
          if (hadConversation) dispatch('onEmbeddedMessagingConversationClosed');
          resolve();
          // As the real client: ready again for another conversation.
          later(function () {
            if (state === 'ready') dispatch('onEmbeddedMessagingReady');
          });
        });
      },
    },

    // The site sends no pre-chat fields; the stand-in takes them and, like the vendor's page, shows none.
    prechatAPI: {
      setHiddenPrechatFields: function () {},
      removeHiddenPrechatFields: function () {},
    },

    standIn: {
      loadCount: 1,
      thankYouText: THANK_YOU_TEXT,
      sendAutomatedReply: sendAutomatedReply,
      state: function () { return state; },
      conversationId: function () { return conversationId; },
    },
  };

  window.embeddedservice_bootstrap = api;
})();
